import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { createHttpMailer } from './mailer.ts';
import { contactMail } from './mailer-contact.ts';

const settings = {
  apiUrl: 'https://mail.example/emails',
  apiKey: 're_123',
  from: 'Halfwise <a@halfwise.app>',
};

function recordingFetch(status: number) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = ((url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(new Response(status < 300 ? '{"id":"m1"}' : 'quota exceeded', { status }));
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

describe('createHttpMailer', () => {
  it('posts the provider JSON with the Bearer key', async () => {
    const { calls, fetchImpl } = recordingFetch(200);
    await createHttpMailer(
      settings,
      fetchImpl,
    )({
      to: 'ops@halfwise.app',
      subject: 'Hi',
      text: 'Hello',
      html: '<p>Hello</p>',
      replyTo: 'visitor@example.com',
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(settings.apiUrl);
    expect(new Headers(calls[0]?.init.headers).get('authorization')).toBe('Bearer re_123');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      from: settings.from,
      to: ['ops@halfwise.app'],
      subject: 'Hi',
      text: 'Hello',
      html: '<p>Hello</p>',
      reply_to: 'visitor@example.com',
    });
  });

  it('rejects when the provider refuses, with its status and answer', async () => {
    const { fetchImpl } = recordingFetch(429);
    await expect(
      createHttpMailer(settings, fetchImpl)({ to: 'a@b.co', subject: 's', text: 't', html: 'h' }),
    ).rejects.toThrow(/429: quota exceeded/);
  });
});

describe('contactMail', () => {
  it('escapes the visitor text in the HTML part and names the category', () => {
    const mail = contactMail(
      {
        name: '<b>Eve</b>',
        email: 'eve@example.com',
        category: 'privacy',
        subject: 'Data',
        message: 'Delete <script>',
      },
      'ops@halfwise.app',
      { userId: null },
    );
    expect(mail).toMatchObject({
      to: 'ops@halfwise.app',
      replyTo: 'eve@example.com',
      subject: '[Contact · Privacy & Data] Data',
    });
    expect(mail.html).toContain('Delete &lt;script&gt;');
    expect(mail.html).not.toContain('<b>Eve</b>');
  });
});

describe('mail configuration', () => {
  const base: Record<string, string> = {
    SUPABASE_URL: 'http://127.0.0.1:54321',
    SUPABASE_ANON_KEY: 'anon',
    SUPABASE_DB_URL: 'postgres://localhost/postgres',
    APP_ORIGIN: 'http://127.0.0.1:5173',
    ACCESS_CODE: 'code',
  };
  const read = (env: Record<string, string>) => readConfig((name) => ({ ...base, ...env })[name]);

  it('defaults to no mail API, the support inbox and sender', () => {
    expect(read({ MAIL_API_URL: '' }).mail).toEqual({
      from: 'Halfwise <support@halfwise.app>',
      contactInbox: 'support@halfwise.app',
    });
  });

  it('needs a key with a mail API and a real inbox address', () => {
    expect(() => read({ MAIL_API_URL: 'https://mail.example/emails' })).toThrow(
      /MAIL_API_KEY is required with MAIL_API_URL/,
    );
    expect(() => read({ CONTACT_INBOX: 'ops' })).toThrow(/CONTACT_INBOX must be an email address/);
    expect(read({ MAIL_API_URL: 'https://m.example/emails', MAIL_API_KEY: 'k' }).mail.apiUrl).toBe(
      'https://m.example/emails',
    );
  });
});
