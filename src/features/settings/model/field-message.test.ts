import { describe, expect, it } from 'vitest';
import { fieldMessage } from './field-message.ts';

describe('fieldMessage', () => {
  it('drops the field a server message names, and keeps one that names none', () => {
    expect(fieldMessage('password: That password is not correct.')).toBe('That password is not correct.');
    expect(fieldMessage('Please try again.')).toBe('Please try again.');
  });
});
