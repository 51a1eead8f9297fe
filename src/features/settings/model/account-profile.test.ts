import { describe, expect, it } from 'vitest';
import {
  accountFormValues,
  birthdayLabel,
  displayName,
  localIsoDate,
  toProfilePatch,
  validateAccountForm,
  type AccountFormValues,
} from './account-profile.ts';

const valid: AccountFormValues = {
  firstName: 'Dana',
  lastName: 'Reyes',
  email: 'dana@example.com',
  birthday: '1990-03-14',
};
const TODAY = '2025-08-18';

describe('birthdayLabel', () => {
  it('shows month and day only', () => {
    expect(birthdayLabel('1990-03-14')).toBe('March 14');
    expect(birthdayLabel('2000-12-31')).toBe('December 31');
    expect(birthdayLabel('1988-01-01')).toBe('January 1');
  });
});

describe('displayName', () => {
  it('joins the names there are with one space', () => {
    expect(displayName({ firstName: 'Dana', lastName: 'Reyes', email: null, birthday: null })).toBe(
      'Dana Reyes',
    );
    expect(displayName({ firstName: null, lastName: 'Reyes', email: 'd@e.co', birthday: null })).toBe(
      'Reyes',
    );
    expect(displayName({ firstName: 'Dana', lastName: '', email: null, birthday: null })).toBe('Dana');
    expect(displayName({ firstName: null, lastName: null, email: 'd@e.co', birthday: null })).toBe('');
  });
});

describe('validateAccountForm', () => {
  it('accepts a complete form and an empty birthday or names', () => {
    expect(validateAccountForm(valid, TODAY)).toEqual({});
    expect(validateAccountForm({ ...valid, firstName: '', lastName: '', birthday: '' }, TODAY)).toEqual({});
    expect(validateAccountForm({ ...valid, birthday: TODAY }, TODAY)).toEqual({});
    expect(validateAccountForm({ ...valid, birthday: '1900-01-01' }, TODAY)).toEqual({});
  });

  it.each([
    [{ email: '' }, { email: 'Email is required' }],
    [{ email: 'dana@' }, { email: 'Please enter a valid email address' }],
    [{ firstName: 'x'.repeat(101) }, { firstName: 'First name must be at most 100 characters' }],
    [{ lastName: 'x'.repeat(101) }, { lastName: 'Last name must be at most 100 characters' }],
    [{ birthday: '2025-02-30' }, { birthday: 'Please enter a real date' }],
    [{ birthday: '1899-12-31' }, { birthday: 'Please enter a real date' }],
    [{ birthday: '2020-01' }, { birthday: 'Please enter a real date' }],
    [{ birthday: 'March 14' }, { birthday: 'Please enter a real date' }],
    [{ birthday: '2025-08-19' }, { birthday: 'Birthday cannot be in the future' }],
  ])('reports %j', (change, errors) => {
    expect(validateAccountForm({ ...valid, ...change }, TODAY)).toEqual(errors);
  });
});

describe('toProfilePatch', () => {
  const current = { firstName: 'Dana', lastName: null, email: 'Dana@example.com', birthday: null };

  it('trims names, turns blanks into null and leaves an unchanged email out', () => {
    expect(toProfilePatch({ ...valid, firstName: ' Dana ', lastName: '  ', birthday: '' }, current)).toEqual({
      firstName: 'Dana',
      lastName: null,
      birthday: null,
    });
  });

  it('sends a changed email', () => {
    expect(toProfilePatch({ ...valid, email: ' new@example.com ' }, current).email).toBe('new@example.com');
  });

  it('leaves out a blank email where the account has none', () => {
    const noEmail = { ...current, email: null };
    expect(toProfilePatch({ ...valid, email: ' ' }, noEmail)).not.toHaveProperty('email');
    expect(toProfilePatch(valid, noEmail).email).toBe(valid.email);
  });

  it('shows a profile with nothing filled in as an empty form', () => {
    const empty = { firstName: null, lastName: null, email: null, birthday: null };
    expect(accountFormValues(empty)).toEqual({ firstName: '', lastName: '', email: '', birthday: '' });
  });

  it('round-trips the form values of a profile', () => {
    expect(accountFormValues(current)).toEqual({
      firstName: 'Dana',
      lastName: '',
      email: 'Dana@example.com',
      birthday: '',
    });
  });
});

describe('localIsoDate', () => {
  it('formats the device calendar date', () => {
    expect(localIsoDate(new Date(2025, 0, 5, 23, 30))).toBe('2025-01-05');
  });
});
