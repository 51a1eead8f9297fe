import type { MailMessageInput } from './context.ts';

const PRODUCT_NAME = 'Halfwise';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/** The password-reset email: plain text and a simple, inline-styled HTML version. */
export function recoveryEmail(to: string, link: string): MailMessageInput {
  const subject = `Reset your ${PRODUCT_NAME} password`;
  const text = [
    'Hi,',
    '',
    `Someone (hopefully you) asked to reset the password for your ${PRODUCT_NAME} account.`,
    'Open this link to choose a new password:',
    '',
    link,
    '',
    'The link works once and expires in 1 hour.',
    "If you didn't ask for this, you can ignore this email.",
    '',
    `— The ${PRODUCT_NAME} team`,
  ].join('\n');
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html><body style="margin:0;padding:24px;background:#f5f7f6;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1d2b27">
<div style="max-width:480px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${subject}</h1>
<p>Someone (hopefully you) asked to reset the password for your ${PRODUCT_NAME} account.</p>
<p style="margin:24px 0"><a href="${href}" style="background:#1f7a5c;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">Choose a new password</a></p>
<p>Or paste this link into your browser:<br><a href="${href}" style="color:#1f7a5c;word-break:break-all">${href}</a></p>
<p>The link works once and expires in 1 hour.</p>
<p style="color:#5b6b66">If you didn't ask for this, you can ignore this email.</p>
</div></body></html>`;
  return { to, subject, text, html };
}
