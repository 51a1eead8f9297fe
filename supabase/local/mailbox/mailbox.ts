import { randomUUID } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';

export { createMailboxApp } from './app.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailMessage extends OutgoingMail {
  id: string;
  /** ISO 8601 time the message was accepted. */
  sentAt: string;
}

export interface Mailbox {
  send(mail: OutgoingMail): void;
  /** Every message, newest first. */
  list(): MailMessage[];
}

/** A local stand-in for an SMTP catcher: kept in memory, and appended as JSON lines to `file` when given. */
export function createMailbox(file?: string): Mailbox {
  const messages: MailMessage[] = file ? readMessages(file) : [];
  if (file) mkdirSync(dirname(file), { recursive: true });
  return {
    send(mail) {
      const message: MailMessage = { id: randomUUID(), sentAt: new Date().toISOString(), ...pick(mail) };
      messages.push(message);
      if (file) appendFileSync(file, JSON.stringify(message) + '\n', { mode: 0o600 });
    },
    list: () => [...messages].reverse(),
  };
}

function pick({ to, subject, text, html }: OutgoingMail): OutgoingMail {
  return { to, subject, text, html };
}

function readMessages(file: string): MailMessage[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as MailMessage];
      } catch {
        return []; // a line cut short by a crash
      }
    });
}
