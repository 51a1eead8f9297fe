import { CONTACT_CATEGORIES, type ContactMessage } from './core/contact-contract.ts';
import { escapeHtml } from './mailer-html.ts';
import type { OutgoingMail } from './mailer.ts';

const categoryLabel = (value: string) =>
  CONTACT_CATEGORIES.find((category) => category.value === value)?.label ?? value;

/** The operator's copy of a contact-form message; replying answers the visitor. */
export function contactMail(
  message: ContactMessage,
  inbox: string,
  sender: { userId: string | null },
): OutgoingMail {
  const category = categoryLabel(message.category);
  const account = sender.userId ? `signed-in user ${sender.userId}` : 'not signed in';
  const header = [`From: ${message.name} <${message.email}>`, `Category: ${category}`, `Account: ${account}`];
  return {
    to: inbox,
    subject: `[Contact · ${category}] ${message.subject}`,
    replyTo: message.email,
    text: `${header.join('\n')}\n\n${message.message}\n`,
    html:
      `<p>${header.map(escapeHtml).join('<br>')}</p>` +
      `<p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>`,
  };
}
