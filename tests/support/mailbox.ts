import { MAILBOX_URL } from './stack-env.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Waits for the newest mail to `to` in the local mailbox. */
export async function waitForMail(to: string, timeoutMs = 10_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${MAILBOX_URL}/messages/latest?to=${encodeURIComponent(to)}`);
    if (response.ok) return (await response.json()) as Mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail arrived for ${to} within ${timeoutMs} ms`);
}

/** Every mail to `to` in the local mailbox, newest first. */
export async function mailsTo(to: string): Promise<Mail[]> {
  const mails = (await (await fetch(`${MAILBOX_URL}/messages`)).json()) as Mail[];
  return mails.filter((mail) => mail.to === to);
}

/** The first link in a mail's text (the reset link in a recovery mail). */
export function firstLink(mail: Mail): string {
  const link = /https?:\/\/[^\s"'<>]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No link in the mail "${mail.subject}"`);
  return link;
}
