import { randomUUID } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Set for mail that arrived over the HTTP mail API (POST /emails). */
  from?: string;
  replyTo?: string;
}

export interface MailMessage extends OutgoingMail {
  id: string;
  /** ISO 8601 time the message was accepted. */
  sentAt: string;
}

export interface Mailbox {
  send(mail: OutgoingMail): void;
  /** `send`, answering the stored message. */
  deliver(mail: OutgoingMail): MailMessage;
  /** Every message, newest first. */
  list(): MailMessage[];
}

/** A local stand-in for an SMTP catcher: kept in memory, and appended as JSON lines to `file` when given. */
export function createMailbox(file?: string): Mailbox {
  const messages: MailMessage[] = file ? readMessages(file) : [];
  if (file) mkdirSync(dirname(file), { recursive: true });
  const deliver = (mail: OutgoingMail): MailMessage => {
    const message: MailMessage = { id: randomUUID(), sentAt: new Date().toISOString(), ...pick(mail) };
    messages.push(message);
    if (file) appendFileSync(file, JSON.stringify(message) + '\n', { mode: 0o600 });
    return message;
  };
  return {
    send: (mail) => void deliver(mail),
    deliver,
    list: () => [...messages].reverse(),
  };
}

function pick({ to, subject, text, html, from, replyTo }: OutgoingMail): OutgoingMail {
  return { to, subject, text, html, ...(from ? { from } : {}), ...(replyTo ? { replyTo } : {}) };
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
