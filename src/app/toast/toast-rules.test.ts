import { describe, expect, it } from 'vitest';
import { isDismissingSwipe, swipeOffset } from './toast-rules.ts';

describe('toast swipe', () => {
  it('dismisses on a swipe right of 50 px or more', () => {
    expect(isDismissingSwipe(100, 150)).toBe(true);
    expect(isDismissingSwipe(100, 260)).toBe(true);
  });

  it('keeps the toast on a shorter or leftward swipe', () => {
    expect(isDismissingSwipe(100, 149)).toBe(false);
    expect(isDismissingSwipe(100, 20)).toBe(false);
  });

  it('follows the pointer only to the right', () => {
    expect(swipeOffset(100, 130)).toBe(30);
    expect(swipeOffset(100, 60)).toBe(0);
  });
});
