import { Hono } from 'hono';
import { z } from 'zod';
import {
  CONTACT_CATEGORIES,
  CONTACT_LIMITS,
  MESSAGE_TOO_SHORT,
  type ContactMessage,
} from '@halfwise/core/contact-contract.ts';
import { jsonAnswer, respond, runIdempotent } from '../../_shared/idempotency.ts';
import { createMailer } from '../../_shared/mailer.ts';
import { contactMail } from '../../_shared/mailer-contact.ts';
import { emailField, textField } from '@halfwise/core/schemas.ts';
import { parseJsonBody } from '../../_shared/validate.ts';
import type { ApiDeps, ApiEnv } from '../context.ts';
import { limitBodySize } from '../../_shared/body-limit.ts';
import { limitPerClient, optionalClaims } from './public-form-guards.ts';

export const CONTACT_BODY_MAX_BYTES = 16 * 1024;

const requiredText = (label: string, max: number, multiline = false) =>
  textField(`${label} is required`, { multiline })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const categoryValues = CONTACT_CATEGORIES.map((category) => category.value) as [
  ContactMessage['category'],
  ...ContactMessage['category'][],
];

const contactBody = z.strictObject({
  name: requiredText('Name', CONTACT_LIMITS.nameMax),
  email: emailField,
  category: z.enum(categoryValues, { error: 'Please choose a category' }),
  subject: requiredText('Subject', CONTACT_LIMITS.subjectMax),
  message: requiredText('Message', CONTACT_LIMITS.messageMax, true).min(
    CONTACT_LIMITS.messageMin,
    MESSAGE_TOO_SHORT,
  ),
});

/**
 * POST /api/contact (account-and-billing §2.10): anyone may write in. The message is stored first (as the
 * caller, so a signed-in sender's id is attached), then mailed to the operator's inbox; a mail failure is
 * logged and the stored message stands.
 */
export function contactRoutes(deps: ApiDeps) {
  const mailer = createMailer(deps.config.mail);
  const limit = limitPerClient(deps, 'contact');
  return new Hono<ApiEnv>().post('/contact', limitBodySize(CONTACT_BODY_MAX_BYTES), async (c) => {
    const message: ContactMessage = await parseJsonBody(c, contactBody);
    await limit(c);
    const claims = await optionalClaims(c, deps.verifyToken);
    const outcome = await runIdempotent(c, deps.db, claims, async (tx) => {
      await tx`insert into public.contact_messages (user_id, name, email, category, subject, message)
         values (${claims?.sub ?? null}, ${message.name}, ${message.email}, ${message.category},
                 ${message.subject}, ${message.message})`;
      return jsonAnswer({ ok: true });
    });
    // A repeat of a message already sent is not mailed again.
    if (outcome.replayed) return respond(c, outcome);

    try {
      await mailer(contactMail(message, deps.config.mail.contactInbox, { userId: claims?.sub ?? null }));
    } catch (error) {
      console.error('Contact message stored but not mailed:', error);
    }
    return respond(c, outcome);
  });
}
