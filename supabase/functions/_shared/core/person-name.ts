// How a household member is named: on the invitation, in "Ann's budget — shared with you", and by initials on
// the items they last changed.

export interface NamedPerson {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

/** "Ann Lee", else the first or last name alone, else the email address, else "Someone". */
export function personName({ firstName, lastName, email }: NamedPerson): string {
  const name = [firstName, lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return name || email?.trim() || 'Someone';
}

/** The first name alone when there is one ("Ann"), else personName. */
export function shortPersonName(person: NamedPerson): string {
  return person.firstName?.trim() || personName(person);
}

/** Up to two capital letters: "AL" for Ann Lee, "A" for ann@example.com. */
export function personInitials(person: NamedPerson): string {
  const words = personName(person)
    .split(/[\s@._-]+/)
    .filter(Boolean);
  const letters = (
    words.length > 1 && (person.firstName || person.lastName) ? words.slice(0, 2) : words.slice(0, 1)
  )
    .map((word) => [...word][0] ?? '')
    .join('');
  return letters.toUpperCase() || '?';
}

/** "Ann's budget — shared with you". */
export function sharedBudgetTitle(owner: NamedPerson): string {
  return `${shortPersonName(owner)}'s budget — shared with you`;
}
