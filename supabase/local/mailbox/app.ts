import { Hono } from 'hono';
import { limitBodySize, MAX_SERVICE_BODY_BYTES } from '../../functions/_shared/body-limit.ts';
import { acceptEmail } from './mail-api.ts';
import type { Mailbox } from './mailbox.ts';
import { renderMailboxPage } from './page.ts';

/**
 * The mailbox over HTTP: `/` for people, `/messages` and `/messages/latest?to=` for tests and tools, and
 * `POST /emails`, the mail API the api function sends through on the local stack.
 */
export function createMailboxApp(mailbox: Mailbox): Hono {
  const app = new Hono();
  app.get('/', (c) => c.html(renderMailboxPage(mailbox.list())));
  app.get('/messages', (c) => c.json(mailbox.list()));
  app.post('/emails', limitBodySize(MAX_SERVICE_BODY_BYTES), (c) => acceptEmail(c, mailbox));
  app.get('/messages/latest', (c) => {
    const to = c.req.query('to')?.toLowerCase();
    const latest = mailbox.list().find((message) => to === undefined || message.to.toLowerCase() === to);
    return latest ? c.json(latest) : c.json({ message: to ? `No mail for ${to}` : 'No mail yet' }, 404);
  });
  return app;
}
