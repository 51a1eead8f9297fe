// The new-user state as the month screen reads it (use-budget-flags.ts): from the browser's storage, and ended
// for every part of the screen that reads it at once.
import { act, renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import { isNewUser, markNewAccount } from '../../../lib/new-user-flags.ts';
import { useNewUserFlag } from './use-budget-flags.ts';

it('is new after sign-up until the budget is adjusted, and ending it is seen by every reader at once', () => {
  markNewAccount(localStorage);
  const first = renderHook(() => useNewUserFlag());
  const second = renderHook(() => useNewUserFlag());
  expect(first.result.current.isNew).toBe(true);
  expect(second.result.current.isNew).toBe(true);
  act(() => first.result.current.endNewUserState());
  expect(isNewUser(localStorage)).toBe(false);
  expect(first.result.current.isNew).toBe(false);
  expect(second.result.current.isNew).toBe(false);
});

it('is not new without the sign-up flag', () => {
  const { result } = renderHook(() => useNewUserFlag());
  expect(result.current.isNew).toBe(false);
});
