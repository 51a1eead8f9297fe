import fc from 'fast-check';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../../test-support/memory-storage.ts';
import { storedAddresses } from '../api/captured-addresses.ts';
import { EmailCapture } from './email-capture.ts';

let sent: string[];
let capture: EmailCapture;

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  capture = new EmailCapture((email) => sent.push(email), new Set());
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

it('forms that share one memory (a form left and opened again) never send an address twice', () => {
  const storage = new MemoryStorage();
  const first = new EmailCapture((email) => sent.push(email), storedAddresses(storage));
  first.typed('a@b.co');
  vi.advanceTimersByTime(2000);
  first.cancel();
  const second = new EmailCapture((email) => sent.push(email), storedAddresses(storage));
  second.typed('A@b.co');
  vi.advanceTimersByTime(2000);
  second.typed('c@d.co');
  vi.advanceTimersByTime(2000);
  expect(sent).toEqual(['a@b.co', 'c@d.co']);
});

it('nothing is sent for an address once its signup is submitted, even while a send was pending', () => {
  capture.typed('a@b.co');
  vi.advanceTimersByTime(1900);
  capture.submitted('a@b.co');
  vi.advanceTimersByTime(5000);
  capture.typed('x@y.co');
  capture.typed('A@b.co');
  vi.advanceTimersByTime(5000);
  expect(sent).toEqual([]);
});

it('whatever is typed, each address is sent at most once and never after its signup', () => {
  const address = fc.constantFrom('a@b.co', 'A@b.co ', 'c@d.co', 'e@f.co', 'not-an-address');
  const step = fc.oneof(
    fc.record({ type: fc.constant('typed' as const), value: address }),
    fc.record({ type: fc.constant('submitted' as const), value: address }),
    fc.record({ type: fc.constant('pause' as const), ms: fc.integer({ min: 0, max: 3000 }) }),
  );
  fc.assert(
    fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
      const storage = new MemoryStorage();
      // Each send and each submission is noted with the step it happened in.
      let now = 0;
      const log: { email: string; step: number }[] = [];
      const submittedIn = new Map<string, number>();
      const open = () =>
        new EmailCapture((email) => log.push({ email, step: now }), storedAddresses(storage));
      let form = open();
      for (const [index, next] of steps.entries()) {
        now = index;
        if (next.type === 'pause') vi.advanceTimersByTime(next.ms);
        else if (next.type === 'typed') form.typed(next.value);
        else {
          const email = next.value.trim().toLowerCase();
          if (!submittedIn.has(email)) submittedIn.set(email, index);
          form.submitted(next.value);
        }
        // Now and then the form is left and opened again (a new component, the same browser).
        if (index % 7 === 6) {
          form.cancel();
          form = open();
        }
      }
      now = steps.length;
      vi.advanceTimersByTime(3000);
      const emails = log.map((entry) => entry.email);
      expect(new Set(emails).size).toBe(emails.length);
      for (const { email, step } of log) expect(step).toBeLessThan(submittedIn.get(email) ?? Infinity);
    }),
  );
});
