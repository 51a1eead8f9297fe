import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailboxApp } from './app.ts';
import { createMailbox, type Mailbox } from './mailbox.ts';

const dir = mkdtempSync(join(tmpdir(), 'halfwise-mailbox-'));
const file = join(dir, 'mailbox.jsonl');
let base = '';
let mailbox: Mailbox;
let server: ServerType;

const mail = (to: string, subject: string) => ({
  to,
  subject,
  text: `Hello <you>, open https://example.com/verify?token=abc&type=recovery now.`,
  html: '<p>Hello</p>',
});

beforeAll(async () => {
  mailbox = createMailbox(file);
  // Port 0: any free port, so this test never collides with a running stack.
  await new Promise<void>((ready) => {
    server = serve({ fetch: createMailboxApp(mailbox).fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
      base = `http://127.0.0.1:${info.port}`;
      ready();
    });
  });
});
afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()));
  rmSync(dir, { recursive: true, force: true });
});

describe('the mailbox', () => {
  it('lists messages newest first and keeps them in its file across restarts', () => {
    mailbox.send(mail('a@example.com', 'first'));
    mailbox.send(mail('b@example.com', 'second'));
    expect(mailbox.list().map((m) => m.subject)).toEqual(['second', 'first']);
    expect(
      createMailbox(file)
        .list()
        .map((m) => m.subject),
    ).toEqual(['second', 'first']);
  });

  it('serves JSON: all messages, and the latest one for an address (case-insensitive)', async () => {
    const all = (await (await fetch(`${base}/messages`)).json()) as { subject: string }[];
    expect(all.map((m) => m.subject)).toEqual(['second', 'first']);
    const latest = await fetch(`${base}/messages/latest?to=A@EXAMPLE.COM`);
    expect(latest.status).toBe(200);
    expect(await latest.json()).toMatchObject({
      to: 'a@example.com',
      subject: 'first',
      id: expect.any(String),
    });
  });

  it('answers 404 when an address has no mail', async () => {
    const response = await fetch(`${base}/messages/latest?to=nobody@example.com`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'No mail for nobody@example.com' });
  });

  it('accepts mail over HTTP in the mail-API shape, one message per recipient, and needs a key', async () => {
    const send = (headers: Record<string, string>) =>
      fetch(`${base}/emails`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({
          from: 'Halfwise <support@halfwise.app>',
          to: ['ops@example.com', 'c@example.com'],
          subject: 'Contact',
          text: 'Hi',
          html: '<p>Hi</p>',
          reply_to: 'visitor@example.com',
        }),
      });
    expect((await send({})).status).toBe(401);
    const accepted = await send({ Authorization: 'Bearer any-key' });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ id: expect.any(String) });
    expect(mailbox.list().slice(0, 2)).toMatchObject([
      { to: 'c@example.com', from: 'Halfwise <support@halfwise.app>', replyTo: 'visitor@example.com' },
      { to: 'ops@example.com', subject: 'Contact', text: 'Hi' },
    ]);
    const page = await (await fetch(`${base}/`)).text();
    expect(page).toContain('Reply-To visitor@example.com');
  });

  it('renders a page with escaped text and clickable links', async () => {
    const response = await fetch(`${base}/`);
    expect(response.headers.get('content-type')).toContain('text/html');
    const page = await response.text();
    expect(page).toContain('Hello &lt;you&gt;');
    expect(page).toContain(
      '<a href="https://example.com/verify?token=abc&amp;type=recovery">https://example.com/verify?token=abc&amp;type=recovery</a>',
    );
    expect(page).not.toMatch(/<(script|link)\b/);
  });
});
