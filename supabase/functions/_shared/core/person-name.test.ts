import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { personInitials, personName, sharedBudgetTitle, shortPersonName } from './person-name.ts';

const ann = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' };

describe('person names', () => {
  it('names a person by their names, else their email', () => {
    expect(personName(ann)).toBe('Ann Lee');
    expect(personName({ firstName: null, lastName: ' ', email: 'ben@example.com' })).toBe('ben@example.com');
    expect(personName({ firstName: null, lastName: null, email: null })).toBe('Someone');
  });

  it('gives initials from the names, or one letter from an email', () => {
    expect(personInitials(ann)).toBe('AL');
    expect(personInitials({ firstName: 'ann', lastName: null, email: null })).toBe('A');
    expect(personInitials({ firstName: null, lastName: null, email: 'ben.k@example.com' })).toBe('B');
  });

  it('trims what it shows, and falls back to the last name or the email', () => {
    const nobody = { firstName: null, lastName: null, email: null };
    expect(personName({ ...nobody, email: ' ben@example.com ' })).toBe('ben@example.com');
    expect(shortPersonName({ ...ann, firstName: ' Ann ' })).toBe('Ann');
    expect(shortPersonName({ ...ann, firstName: null })).toBe('Lee');
    expect(shortPersonName({ ...nobody, email: 'ben@example.com' })).toBe('ben@example.com');
  });

  it('takes two initials from a name of two words, and skips separators an email starts with', () => {
    const nobody = { firstName: null, lastName: null, email: null };
    expect(personInitials({ ...nobody, firstName: 'Mary Ann' })).toBe('MA');
    expect(personInitials({ ...nobody, lastName: 'van Dyke' })).toBe('VD');
    expect(personInitials({ ...nobody, email: '.ben@example.com' })).toBe('B');
    expect(personInitials({ ...nobody, email: '@.' })).toBe('?');
  });

  it('says whose budget a partner sees', () => {
    expect(sharedBudgetTitle(ann)).toBe("Ann's budget — shared with you");
  });

  it('always gives one or two characters of initials', () => {
    const part = fc.option(fc.string(), { nil: null });
    fc.assert(
      fc.property(part, part, part, (firstName, lastName, email) => {
        const initials = personInitials({ firstName, lastName, email });
        expect([...initials].length).toBeGreaterThanOrEqual(1);
        expect([...initials].length).toBeLessThanOrEqual(2);
      }),
    );
  });
});
