/**
 * The login page is prerendered into index.html (scripts/vite/prerender-landing.ts) and shown from the first paint
 * to a visitor at /login, before any script runs. The app then draws beside it, hidden (`APP_ROOT_ID`), and its own
 * login form takes the prerendered one's place: with what the visitor typed meanwhile and the focus where it was.
 */
export const PRERENDERED_LOGIN_ID = 'login-page';
/** Set on <html> by index.html's first script while the prerendered login page is the one on screen. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** Set on <html> by the same script once the prerendered page has painted: the app's code may load from then on. */
export const PAINTED_ATTRIBUTE = 'data-prerendered-painted';
/** The app's own root while the prerendered page is still on screen. */
export const APP_ROOT_ID = 'app-root';

/** Where the app renders: beside the prerendered login page (hidden), or in place of the prerendered page(s). */
export function appContainer(root: HTMLElement): HTMLElement {
  const prerendered = document.getElementById(PRERENDERED_LOGIN_ID);
  if (!prerendered || !document.documentElement.hasAttribute(PRERENDERED_ATTRIBUTE)) {
    root.replaceChildren();
    return root;
  }
  // Not moved (a move would take the focus from a field being typed in): only what is beside it goes.
  for (const child of [...root.children]) if (child !== prerendered) child.remove();
  const container = document.createElement('div');
  container.id = APP_ROOT_ID;
  root.append(container);
  return container;
}

/**
 * Resolves once the prerendered login page has painted (index.html's first script says so: `PAINTED_ATTRIBUTE`), at
 * once when none is shown: the app's code is asked for after that first paint, so no request of the app's is under
 * way before it.
 */
export function afterPrerenderedPaint(): Promise<void> {
  const html = document.documentElement;
  const waiting = () => html.hasAttribute(PRERENDERED_ATTRIBUTE) && !html.hasAttribute(PAINTED_ATTRIBUTE);
  if (!waiting()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (waiting()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(html, { attributes: true, attributeFilter: [PAINTED_ATTRIBUTE, PRERENDERED_ATTRIBUTE] });
  });
}

/** index.html's style: the prerendered login page only while chosen, the app hidden until it takes over. */
export const PRERENDERED_STYLE =
  `#${PRERENDERED_LOGIN_ID}{display:none}` +
  `html[${PRERENDERED_ATTRIBUTE}] #${PRERENDERED_LOGIN_ID}{display:block}` +
  `html[${PRERENDERED_ATTRIBUTE}] #${APP_ROOT_ID}{display:none}`;
