import type { ApiConfig } from './config.ts';

/** One message to send. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes (the visitor who wrote in), when not to the sender. */
  replyTo?: string;
  /** Extra headers of the message (a reminder's List-Unsubscribe). */
  headers?: Record<string, string>;
}

/** The mailer port: resolves once the provider accepted the message, rejects otherwise. */
export type Mailer = (mail: OutgoingMail) => Promise<void>;

const SEND_TIMEOUT_MS = 10_000;

/**
 * A transactional-mail HTTP API in the common shape (Resend's `POST /emails`): JSON
 * `{ from, to, subject, text, html, reply_to }` with `Authorization: Bearer <key>`; any 2xx is accepted.
 */
export function createHttpMailer(
  settings: { apiUrl: string; apiKey: string; from: string },
  fetchImpl: typeof fetch = fetch,
): Mailer {
  return async ({ to, subject, text, html, replyTo, headers }) => {
    const response = await fetchImpl(settings.apiUrl, {
      method: 'POST',
      headers: { Authorization: `Bearer ${settings.apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        from: settings.from,
        to: [to],
        subject,
        text,
        html,
        ...(replyTo ? { reply_to: replyTo } : {}),
        ...(headers ? { headers } : {}),
      }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    if (!response.ok) {
      const detail = await response.text().catch(() => '');
      throw new Error(`mail API answered ${response.status}: ${detail.slice(0, 300)}`);
    }
  };
}

/** With no mail API configured nothing leaves the server: the message is only logged. */
export const logOnlyMailer: Mailer = (mail) => {
  console.info(`Mail not sent (MAIL_API_URL is not set): "${mail.subject}" to ${mail.to}`);
  return Promise.resolve();
};

export function createMailer(mail: ApiConfig['mail']): Mailer {
  return mail.apiUrl && mail.apiKey
    ? createHttpMailer({ apiUrl: mail.apiUrl, apiKey: mail.apiKey, from: mail.from })
    : logOnlyMailer;
}
