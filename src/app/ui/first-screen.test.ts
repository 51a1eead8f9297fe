import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module (its state is module-wide) in a page whose frames run when `frame()` is called. */
async function firstScreen() {
  vi.resetModules();
  return import('./first-screen.ts');
}

let frames: FrameRequestCallback[] = [];
const frame = () => {
  const due = frames;
  frames = [];
  for (const callback of due) callback(performance.now());
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('document', { readyState: 'loading' });
  vi.stubGlobal('window', { addEventListener: () => undefined });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  frames = [];
});

describe('first screen', () => {
  it("starts what waited only after the frame that paints the screen's content", async () => {
    const { firstScreenDrawn, whenFirstScreenDrawn } = await firstScreen();
    const ran: string[] = [];
    whenFirstScreenDrawn(() => ran.push('toasts'));
    firstScreenDrawn();
    whenFirstScreenDrawn(() => ran.push('drag'));
    vi.runAllTimers();
    expect(ran).toEqual([]);
    frame();
    expect(ran).toEqual([]);
    vi.runAllTimers();
    expect(ran).toEqual(['toasts', 'drag']);
  });

  it('runs a task at once once the screen has been painted, and each task once', async () => {
    const { firstScreenDrawn, whenFirstScreenDrawn } = await firstScreen();
    const ran: string[] = [];
    firstScreenDrawn();
    firstScreenDrawn();
    frame();
    vi.runAllTimers();
    whenFirstScreenDrawn(() => ran.push('dialogs'));
    expect(ran).toEqual(['dialogs']);
    frame();
    vi.runAllTimers();
    expect(ran).toEqual(['dialogs']);
  });
});
