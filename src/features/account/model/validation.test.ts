import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '@halfwise/core/password-rules.ts';
import {
  validateForgotPassword,
  validateLogin,
  validateNewPassword,
  validateQuickSignup,
  validateSignup,
} from './validation.ts';

describe('login validation', () => {
  it('requires both fields', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('wants an address-like email but any non-empty password', () => {
    expect(validateLogin({ email: 'dana@', password: 'x' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(validateLogin({ email: 'dana@halfwise.app', password: 'x' })).toEqual({});
  });
});

describe('signup validation', () => {
  const valid = { email: 'dana@halfwise.app', password: 'secret1', confirmPassword: 'secret1' };

  it('accepts a valid form', () => {
    expect(validateSignup(valid)).toEqual({});
  });

  it('names each problem with the spec text', () => {
    expect(validateSignup({ email: '', password: '', confirmPassword: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
    expect(validateSignup({ ...valid, password: 'abc', confirmPassword: 'abc' })).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(validateSignup({ ...valid, confirmPassword: 'secret2' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('checks the match even when the email is wrong', () => {
    expect(validateSignup({ ...valid, email: 'nope', confirmPassword: 'other1' })).toEqual({
      email: 'Please enter a valid email address',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('the older form uses the shared schema: valid email and 6+ characters', () => {
    expect(validateQuickSignup({ email: 'x', password: '12345' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
  });
});

describe('password rules shared with the server', () => {
  const valid = { email: 'dana@halfwise.app', password: 'secret1', confirmPassword: 'secret1' };

  it('refuses the email as password and more than 72 bytes', () => {
    const asEmail = { ...valid, password: 'Dana@Halfwise.app', confirmPassword: 'Dana@Halfwise.app' };
    expect(validateSignup(asEmail)).toEqual({ password: PASSWORD_MESSAGES.isEmail });
    const long = 'ü'.repeat(40);
    expect(validateNewPassword({ password: long, confirmPassword: long })).toEqual({
      password: PASSWORD_MESSAGES.tooLong,
    });
  });
});

describe('forgot-password and new-password validation', () => {
  it('uses the simple address pattern', () => {
    expect(validateForgotPassword({ email: ' ' })).toEqual({ email: 'Email is required' });
    expect(validateForgotPassword({ email: 'a@b' })).toEqual({ email: 'Please enter a valid email address' });
    expect(validateForgotPassword({ email: 'a@b.co' })).toEqual({});
  });

  it('applies the signup password rules', () => {
    expect(validateNewPassword({ password: 'abc', confirmPassword: '' })).toEqual({
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Please confirm your password',
    });
  });
});
