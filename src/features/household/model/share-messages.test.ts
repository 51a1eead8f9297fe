import { personName, shortPersonName, type NamedPerson } from '@halfwise/core/person-name.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  invitationSentTo,
  invitedBy,
  joined,
  joinTitle,
  leaveQuestion,
  otherAccount,
  removeQuestion,
  removeTitle,
  sharedWith,
  youShare,
} from './share-messages.ts';

const word = fc.stringMatching(/^[A-Z][a-z]{1,8}$/);
const email = fc.emailAddress();
const people: fc.Arbitrary<NamedPerson> = fc.record({
  firstName: fc.option(word),
  lastName: fc.option(word),
  email: fc.option(email),
});

/** Each sentence about one person, with how it names them. */
const personMessages: [string, (person: NamedPerson) => string, (person: NamedPerson) => string][] = [
  ['sharedWith', sharedWith, personName],
  ['removeTitle', removeTitle, shortPersonName],
  ['removeQuestion', removeQuestion, personName],
  ['leaveQuestion', leaveQuestion, shortPersonName],
  ['joinTitle', joinTitle, shortPersonName],
  ['youShare', youShare, personName],
  ['joined', joined, shortPersonName],
];

describe('the sharing screens’ sentences', () => {
  it.each(personMessages)('%s names the person and says more than the name', (_, message, name) => {
    fc.assert(
      fc.property(people, (person) => {
        const text = message(person);
        expect(text).toContain(name(person));
        expect(text.replace(name(person), '').trim().split(/\s+/).length).toBeGreaterThanOrEqual(2);
      }),
    );
  });

  it('an invitation names its address, and who sent it', () => {
    fc.assert(
      fc.property(people, email, (owner, invited) => {
        const sent = invitationSentTo(invited);
        expect(sent).toContain(invited);
        expect(sent.length).toBeGreaterThan(invited.length + 5);
        const by = invitedBy(owner, invited);
        expect(by).toContain(personName(owner));
        expect(by).toContain(invited);
        expect(by.length).toBeGreaterThan(personName(owner).length + invited.length + 10);
      }),
    );
  });

  it('the wrong account names the invited address twice and the signed-in one, or words for a missing one', () => {
    fc.assert(
      fc.property(email, email, (invited, signedIn) => {
        const text = otherAccount(invited, signedIn);
        expect(text.split(invited).length - 1).toBeGreaterThanOrEqual(2);
        expect(text).toContain(signedIn);
        const unknown = otherAccount(invited, null);
        expect(unknown).not.toContain('null');
        // Not signed in as anyone known: words stand where the address would be.
        expect(unknown).not.toBe(otherAccount(invited, ''));
      }),
    );
  });
});
