import type { Locator, Page } from 'playwright-core';

export interface SentWrite {
  method: string;
  path: string;
  body: unknown;
}

/** Records every write the page sends to the API (POST, PATCH, DELETE), in order. */
export function recordWrites(page: Page): SentWrite[] {
  const sent: SentWrite[] = [];
  page.on('request', (request) => {
    if (!['POST', 'PATCH', 'DELETE'].includes(request.method())) return;
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/') || url.pathname.startsWith('/api/auth/')) return;
    sent.push({ method: request.method(), path: url.pathname, body: request.postDataJSON() as unknown });
  });
  return sent;
}

/** The note a field is described by (aria-describedby), once it shows; fails when the field has none. */
export async function describedNote(page: Page, field: Locator): Promise<string> {
  const id = await field.getAttribute('aria-describedby');
  if (!id) throw new Error('the field is not described by a note');
  const note = page.locator(`[id="${id}"]`);
  await note.waitFor();
  return (await note.textContent()) ?? '';
}

/** Puts `text` on the clipboard and pastes it into `field` with the keyboard, as a user would. */
export async function pasteInto(page: Page, field: Locator, text: string): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.focus();
  await field.press('ControlOrMeta+V');
}
