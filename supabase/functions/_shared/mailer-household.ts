import { INVITATION_DAYS } from './core/contract/household.ts';
import { PRODUCT_NAME } from './core/product.ts';
import { escapeHtml } from './mailer-html.ts';
import type { OutgoingMail } from './mailer.ts';

/** The invitation to share an owner's budget: the /join link with its secret, valid for INVITATION_DAYS days. */
export function invitationMail(to: string, inviterName: string, joinUrl: string): OutgoingMail {
  const line = `${inviterName} invited you to share their budget on ${PRODUCT_NAME}.`;
  const validity = `The link works once, for this email address, within ${INVITATION_DAYS} days.`;
  return {
    to,
    subject: `${inviterName} invited you to share a budget on ${PRODUCT_NAME}`,
    text: `${line}\n\nAccept: ${joinUrl}\n\n${validity}\n`,
    html:
      `<p>${escapeHtml(line)}</p><p><a href="${escapeHtml(joinUrl)}">Accept the invitation</a></p>` +
      `<p>${escapeHtml(validity)}</p>`,
  };
}
