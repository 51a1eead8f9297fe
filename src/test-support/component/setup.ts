// The component project's setup (vitest.config.ts): one msw server answers every request at the fetch boundary;
// a request no test answers fails the test. Each test starts with an empty page and empty storage.
import { cleanup, configure } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

export const server = setupServer();

// A find or waitFor waits for its condition up to 5 s (1 s by default): the machine running the tests may be busy.
configure({ asyncUtilTimeout: 5000 });

// What jsdom lacks and the screens ask for: media queries (the toasts' reduced motion), size observers (the
// toasts' room above the action bar; jsdom lays nothing out), window scrolling (the router's scroll
// restoration) and a dialog's showModal (it opens the dialog; jsdom has no top layer). None changes what a test
// can see.
window.matchMedia = (query: string): MediaQueryList =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
window.scrollTo = () => undefined;
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
globalThis.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
