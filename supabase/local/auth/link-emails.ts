import type { MailMessageInput } from './context.ts';

const PRODUCT_NAME = 'Halfwise';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

interface LinkEmail {
  to: string;
  subject: string;
  /** What happened, one sentence. */
  intro: string;
  /** The line above the link in the text version. */
  ask: string;
  button: string;
  link: string;
  /** The closing lines: how long the link works, and what to do if it was not you. */
  expiry: string;
  ignore: string;
}

/** An email whose point is one link: plain text and a simple, inline-styled HTML version. */
function linkEmail(m: LinkEmail): MailMessageInput {
  const text = [
    'Hi,',
    '',
    m.intro,
    m.ask,
    '',
    m.link,
    '',
    m.expiry,
    m.ignore,
    '',
    `— The ${PRODUCT_NAME} team`,
  ].join('\n');
  const href = escapeHtml(m.link);
  const html = `<!doctype html>
<html><body style="margin:0;padding:24px;background:#f5f7f6;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1d2b27">
<div style="max-width:480px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(m.subject)}</h1>
<p>${escapeHtml(m.intro)}</p>
<p style="margin:24px 0"><a href="${href}" style="background:#1f7a5c;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(m.button)}</a></p>
<p>Or paste this link into your browser:<br><a href="${href}" style="color:#1f7a5c;word-break:break-all">${href}</a></p>
<p>${escapeHtml(m.expiry)}</p>
<p style="color:#5b6b66">${escapeHtml(m.ignore)}</p>
</div></body></html>`;
  return { to: m.to, subject: m.subject, text, html };
}

/** The password-reset email. */
export function recoveryEmail(to: string, link: string): MailMessageInput {
  return linkEmail({
    to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    intro: `Someone (hopefully you) asked to reset the password for your ${PRODUCT_NAME} account.`,
    ask: 'Open this link to choose a new password:',
    button: 'Choose a new password',
    link,
    expiry: 'The link works once and expires in 1 hour.',
    ignore: "If you didn't ask for this, you can ignore this email.",
  });
}

/** The email to a new address: the change of address applies only once this link is followed. */
export function emailChangeEmail(to: string, link: string): MailMessageInput {
  return linkEmail({
    to,
    subject: `Confirm your new ${PRODUCT_NAME} email address`,
    intro: `Someone (hopefully you) asked to use this address for their ${PRODUCT_NAME} account.`,
    ask: 'Open this link to confirm it; until then the account keeps its old address:',
    button: 'Confirm this address',
    link,
    expiry: 'The link works once and expires in 1 hour.',
    ignore: "If you didn't ask for this, you can ignore this email: nothing changes.",
  });
}
