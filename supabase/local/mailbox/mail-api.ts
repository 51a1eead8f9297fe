import type { Context } from 'hono';
import { z } from 'zod';
import type { Mailbox } from './mailbox.ts';

const recipients = z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]);

/** The body of a common transactional-mail API (Resend's `POST /emails`); what the api function sends. */
const sendEmailBody = z.object({
  from: z.string().min(1),
  to: recipients,
  subject: z.string(),
  text: z.string().default(''),
  html: z.string().default(''),
  reply_to: recipients.optional(),
});

const listOf = (value: string | string[]) => (Array.isArray(value) ? value : [value]);

/**
 * `POST /emails`: stands in for the mail provider on the local stack. Any Bearer key is accepted (a missing
 * one is 401, as the provider would answer); one message per recipient lands in the mailbox.
 */
export async function acceptEmail(c: Context, mailbox: Mailbox): Promise<Response> {
  if (!/^Bearer\s+\S+$/i.test(c.req.header('authorization') ?? '')) {
    return c.json({ message: 'Missing API key' }, 401);
  }
  const parsed = sendEmailBody.safeParse(await c.req.json().catch(() => undefined));
  if (!parsed.success) return c.json({ message: parsed.error.issues[0]?.message ?? 'Invalid email' }, 422);
  const { from, to, subject, text, html, reply_to: replyTo } = parsed.data;
  const accepted = listOf(to).map((recipient) =>
    mailbox.deliver({
      to: recipient,
      subject,
      text,
      html,
      from,
      ...(replyTo ? { replyTo: listOf(replyTo).join(', ') } : {}),
    }),
  );
  return c.json({ id: accepted[0]?.id });
}
