import { useLayoutEffect } from 'react';
import { APP_ROOT_ID, PRERENDERED_ATTRIBUTE, PRERENDERED_LOGIN_ID } from './prerendered-page.ts';

/**
 * Called by the app's login form once it is in the page: copies the prerendered form's values into it (through
 * `setValues`, as typing would), moves the focus and the caret across, removes the prerendered page and shows the
 * app; a form the visitor sent meanwhile (index.html's first script kept it from leaving) is sent again.
 */
export function useTakeOverPrerenderedForm<Field extends string>(
  setValues: (update: (current: Record<Field, string>) => Record<Field, string>) => void,
): void {
  useLayoutEffect(() => {
    const prerendered = document.getElementById(PRERENDERED_LOGIN_ID);
    const app = document.getElementById(APP_ROOT_ID);
    if (!prerendered || !app) return;
    const typed: Record<string, string> = {};
    for (const input of prerendered.querySelectorAll('input')) {
      if (input.name && input.value) typed[input.name] = input.value;
    }
    const sent = prerendered.querySelector(`form[${PRERENDERED_ATTRIBUTE}]`) !== null;
    const active = document.activeElement;
    const focused = active instanceof HTMLInputElement && prerendered.contains(active) ? active : null;
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    prerendered.remove();
    document.documentElement.removeAttribute(PRERENDERED_ATTRIBUTE);
    // Sent once the copied values are in the form's state (the update above renders before the next task).
    if (sent) window.setTimeout(() => app.querySelector('form')?.requestSubmit());
    if (!focused) return;
    const target = app.querySelector<HTMLInputElement>(`input[name="${focused.name}"]`);
    if (!target) return;
    // The value is set here too, so the caret placed now survives React writing the same value.
    target.value = focused.value;
    target.focus();
    // Email fields have no selection to place (selectionStart is null there).
    if (focused.selectionStart !== null)
      target.setSelectionRange(focused.selectionStart, focused.selectionEnd);
  }, [setValues]);
}
