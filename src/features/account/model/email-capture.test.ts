import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { EmailCapture } from './email-capture.ts';

let sent: string[];
let capture: EmailCapture;

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  capture = new EmailCapture((email) => sent.push(email));
});

afterEach(() => {
  vi.useRealTimers();
});

it('sends 2 s after the last keystroke', () => {
  capture.typed('dana@halfwise.ap');
  vi.advanceTimersByTime(1500);
  capture.typed('dana@halfwise.app');
  vi.advanceTimersByTime(1999);
  expect(sent).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(sent).toEqual(['dana@halfwise.app']);
});

it('ignores text that is not a simple address', () => {
  capture.typed('dana@halfwise');
  vi.advanceTimersByTime(5000);
  expect(sent).toEqual([]);
});

it('sends each distinct address once', () => {
  for (const value of ['a@b.co', 'A@B.co ', 'c@d.co', 'a@b.co']) {
    capture.typed(value);
    vi.advanceTimersByTime(2000);
  }
  expect(sent).toEqual(['a@b.co', 'c@d.co']);
});

it('a pending send is dropped when typing moves to a non-address or the form goes away', () => {
  capture.typed('a@b.co');
  capture.typed('a@b.c o');
  vi.advanceTimersByTime(2000);
  capture.typed('x@y.co');
  capture.cancel();
  vi.advanceTimersByTime(2000);
  expect(sent).toEqual([]);
});
