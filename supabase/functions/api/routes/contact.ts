import { Hono } from 'hono';
import type { ContactMessage } from '@halfwise/core/contact-contract.ts';
import { jsonAnswer, respond, runIdempotent } from '../../_shared/idempotency.ts';
import { createMailer } from '../../_shared/mailer.ts';
import { contactMail } from '../../_shared/mailer-contact.ts';
import { contactBody } from '@halfwise/core/contract/public-forms.ts';
import { parseJsonBody } from '../../_shared/validate.ts';
import type { ApiDeps, ApiEnv } from '../context.ts';
import { limitBodySize } from '../../_shared/body-limit.ts';
import { limitPerClient, optionalClaims } from './public-form-guards.ts';

export const CONTACT_BODY_MAX_BYTES = 16 * 1024;

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
