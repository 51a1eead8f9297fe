// A reminder as an email, and the pages its unsubscribe link shows (no sign-in needed).
import { PRODUCT_NAME } from './core/product.ts';
import type { ReminderMessage } from './core/reminder-text.ts';
import { escapeHtml } from './mailer-html.ts';
import type { OutgoingMail } from './mailer.ts';

export const UNSUBSCRIBE_TEXT = 'Stop reminder emails';
export const UNSUBSCRIBE_DONE = `You will get no more reminder emails from ${PRODUCT_NAME}.`;
export const UNSUBSCRIBE_ASK = `Stop the reminder emails from ${PRODUCT_NAME}? Reminders on your devices stay as they are.`;
export const UNSUBSCRIBE_UNKNOWN = 'This link is not valid any more.';

export const unsubscribeUrl = (appOrigin: string, token: string) =>
  `${appOrigin}/api/reminders/unsubscribe/${token}`;

/** The email of one reminder, with a link to the month and one that stops these emails. */
export function reminderMail(
  to: string,
  message: ReminderMessage,
  appOrigin: string,
  unsubscribe: string,
): OutgoingMail {
  const open = `${appOrigin}${message.path}`;
  return {
    to,
    subject: message.body,
    text: `${message.body}\n\nOpen ${PRODUCT_NAME}: ${open}\n\n${UNSUBSCRIBE_TEXT}: ${unsubscribe}\n`,
    html:
      `<p>${escapeHtml(message.body)}</p><p><a href="${escapeHtml(open)}">Open ${PRODUCT_NAME}</a></p>` +
      `<p style="font-size:small"><a href="${escapeHtml(unsubscribe)}">${UNSUBSCRIBE_TEXT}</a></p>`,
    // RFC 8058: mail apps offer one-click unsubscribe, which POSTs to the same address.
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** A small page for the unsubscribe link: a question with a button (a GET never changes anything), or a result. */
export function unsubscribePage(text: string, action?: string): string {
  const form = action
    ? `<form method="post" action="${escapeHtml(action)}"><button type="submit">${UNSUBSCRIBE_TEXT}</button></form>`
    : '';
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${PRODUCT_NAME} reminders</title>` +
    `<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}` +
    `button{font:inherit;min-height:44px;padding:0 1rem}</style></head>` +
    `<body><main><h1>${PRODUCT_NAME} reminders</h1><p>${escapeHtml(text)}</p>${form}</main></body></html>`
  );
}
