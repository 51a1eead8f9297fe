import { escapeHtml } from '../../functions/_shared/mailer-html.ts';
import type { MailMessage } from './mailbox.ts';

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** Plain text, escaped, with every URL turned into a link. */
function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    html += escapeHtml(text.slice(last, match.index));
    const url = escapeHtml(match[0]);
    html += `<a href="${url}">${url}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

function senderLine(message: MailMessage): string {
  const parts = [
    message.from ? `From ${escapeHtml(message.from)}` : '',
    message.replyTo ? `Reply-To ${escapeHtml(message.replyTo)}` : '',
  ].filter(Boolean);
  return parts.length ? `<p class="meta">${parts.join(' · ')}</p>` : '';
}

function messageCard(message: MailMessage): string {
  return `<article>
  <header><h2>${escapeHtml(message.subject)}</h2>
  ${senderLine(message)}
  <p class="meta">To <strong>${escapeHtml(message.to)}</strong> · <time datetime="${escapeHtml(message.sentAt)}">${escapeHtml(message.sentAt.replace('T', ' ').slice(0, 19))} UTC</time></p></header>
  <pre>${linkify(message.text)}</pre>
</article>`;
}

/** The mailbox page: every message, newest first, readable without any external assets. */
export function renderMailboxPage(messages: MailMessage[]): string {
  const body = messages.length
    ? messages.map(messageCard).join('\n')
    : '<p class="empty">No mail yet. Mail the local stack sends (password resets, contact messages) appears here.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local mailbox (${messages.length})</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f5f7f6;color:#1d2b27}
main{max-width:760px;margin:0 auto;padding:24px 16px}
h1{font-size:22px;margin:0 0 4px}
.hint{color:#5b6b66;margin:0 0 24px}
article{background:#fff;border-radius:12px;padding:20px;margin-bottom:16px;box-shadow:0 1px 2px rgba(0,0,0,.06)}
h2{font-size:17px;margin:0 0 4px}
.meta{color:#5b6b66;font-size:14px;margin:0 0 12px}
pre{white-space:pre-wrap;word-break:break-word;font:15px/1.5 inherit;margin:0}
a{color:#1f7a5c}
.empty{color:#5b6b66}
</style></head>
<body><main>
<h1>Local mailbox</h1>
<p class="hint">Mail sent by the local stack. Newest first; reload to see new messages. JSON at <a href="/messages">/messages</a>.</p>
${body}
</main></body></html>`;
}
