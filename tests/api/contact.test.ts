import { describe, expect, it } from 'vitest';
import { MESSAGE_TOO_SHORT } from '@halfwise/core/contact-contract.ts';
import { MAILBOX_URL } from '../support/stack-env.ts';
import { apiClient, clientAddress, useDatabase, uniqueEmail } from './support.ts';

const INBOX = 'support@halfwise.app';
const sql = useDatabase();

const validMessage = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: uniqueEmail(),
  category: 'billing',
  subject: `Question ${crypto.randomUUID()}`,
  message: 'How do I change the card I pay with?',
  ...overrides,
});

const storedWithSubject = (subject: string) =>
  sql<{ user_id: string | null; name: string; email: string; category: string; message: string }[]>`
    select user_id, name, email, category, message from public.contact_messages where subject = ${subject}`;

interface MailboxMessage {
  to: string;
  from?: string;
  replyTo?: string;
  subject: string;
  text: string;
}

/** The contact mail is sent before the API answers, so it is in the mailbox already. */
async function inboxMailWithSubject(subject: string): Promise<MailboxMessage | undefined> {
  const messages = (await (await fetch(`${MAILBOX_URL}/messages`)).json()) as MailboxMessage[];
  return messages.find((mail) => mail.to === INBOX && mail.subject.endsWith(subject));
}

describe('POST /api/contact', () => {
  const api = apiClient();

  it('stores the message and mails it to the inbox with the subject and a reply-to of the sender', async () => {
    const body = validMessage({ name: '  Ada Lovelace  ' });
    const response = await api.post('/api/contact', { body });
    expect([response.status, response.body]).toEqual([200, { ok: true }]);

    expect(await storedWithSubject(body.subject)).toEqual([
      { user_id: null, name: 'Ada Lovelace', email: body.email, category: 'billing', message: body.message },
    ]);
    const mail = await inboxMailWithSubject(body.subject);
    expect(mail).toMatchObject({
      to: INBOX,
      subject: `[Contact · Billing & Subscriptions] ${body.subject}`,
      replyTo: body.email,
      from: expect.stringContaining('@'),
    });
    expect(mail?.text).toContain(body.message);
    expect(mail?.text).toContain(`From: Ada Lovelace <${body.email}>`);
  });

  it('attaches the sender when a valid token comes with the message, and ignores a bad one', async () => {
    const session = await api.register();
    const signedIn = validMessage();
    expect((await api.post('/api/contact', { body: signedIn, token: session.token })).status).toBe(200);
    expect((await storedWithSubject(signedIn.subject))[0]?.user_id).toBe(session.user.id);

    const badToken = validMessage();
    expect((await api.post('/api/contact', { body: badToken, token: 'not-a-token' })).status).toBe(200);
    expect((await storedWithSubject(badToken.subject))[0]?.user_id).toBeNull();
  });

  it.each([
    ['name', 'name: Name is required'],
    ['email', 'email: Email is required'],
    ['category', 'category: Please choose a category'],
    ['subject', 'subject: Subject is required'],
    ['message', 'message: Message is required'],
  ])('refuses a message without %s, naming the field', async (field, message) => {
    const body: Record<string, unknown> = validMessage();
    delete body[field];
    const response = await api.post('/api/contact', { body });
    expect([response.status, response.body]).toEqual([400, { message }]);
  });

  it.each([
    [{ name: '   ' }, 'name: Name is required'],
    [{ email: 'not-an-address' }, 'email: Please enter a valid email address'],
    [{ category: 'sales' }, 'category: Please choose a category'],
    [{ subject: 's'.repeat(151) }, 'subject: Subject must be at most 150 characters'],
    [{ name: 'n'.repeat(101) }, 'name: Name must be at most 100 characters'],
    [{ message: 'm'.repeat(5001) }, 'message: Message must be at most 5000 characters'],
    [{ extra: 1 }, 'extra: Unknown field'],
  ])('refuses %j', async (overrides, message) => {
    const response = await api.post('/api/contact', { body: validMessage(overrides) });
    expect([response.status, response.body]).toEqual([400, { message }]);
  });

  it('refuses a message under 10 characters (after trimming) with the text the screen shows', async () => {
    const body = validMessage({ message: '  too short  ' });
    const response = await api.post('/api/contact', { body });
    expect([response.status, response.body]).toEqual([400, { message: `message: ${MESSAGE_TOO_SHORT}` }]);
    expect(await storedWithSubject(body.subject)).toEqual([]);
  });

  it('answers 413 for a body over 16 KB, before reading it', async () => {
    const body = validMessage({ message: 'x'.repeat(17 * 1024) });
    const response = await api.post('/api/contact', { body });
    expect([response.status, response.body]).toEqual([413, { message: 'Request body is too large' }]);
    const notJson = await api.post('/api/contact', { rawBody: `{${'"'.repeat(17 * 1024)}` });
    expect(notJson.status).toBe(413);
  });

  it('answers 429 once a client has sent too many messages; other clients still get through', async () => {
    const sender = apiClient(clientAddress());
    let response = await sender.post('/api/contact', { body: validMessage() });
    for (let attempt = 0; attempt < 100 && response.status !== 429; attempt++) {
      response = await sender.post('/api/contact', { body: validMessage() });
    }
    expect(response).toMatchObject({
      status: 429,
      body: { message: 'Too many attempts. Please wait a few minutes and try again.' },
    });
    expect((await apiClient(clientAddress()).post('/api/contact', { body: validMessage() })).status).toBe(
      200,
    );
  });
});
