import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { openWithAccess, saveScreenshots, useBrowser } from './support/browser.ts';
import { MAILBOX_URL, uniqueEmail } from './support/env.ts';

const session = useBrowser();

interface MailboxMessage {
  to: string;
  subject: string;
  replyTo?: string;
  text: string;
}

async function fillContactForm(page: Page, fields: { email: string; subject: string; message: string }) {
  await page.getByLabel('Name').fill('Casey Jordan');
  await page.getByLabel('Email').fill(fields.email);
  await page.getByLabel('Category').selectOption({ label: 'Technical Issues' });
  await page.getByLabel('Subject').fill(fields.subject);
  await page.getByLabel('Message').fill(fields.message);
}

it('sends a message: success toast, the form cleared, the mail in the operator inbox', async () => {
  const { page } = session;
  await openWithAccess(page, '/contact');
  await page.getByRole('heading', { name: 'Contact Us' }).waitFor();
  await page.getByRole('link', { name: 'Get Started Free' }).waitFor();
  await page.getByText('We reply to every message within 24 hours.').waitFor();
  const send = page.getByRole('button', { name: 'Send Message' });
  await expect.poll(() => send.isDisabled()).toBe(true);

  const email = uniqueEmail('contact');
  const subject = `Sync question ${crypto.randomUUID().slice(0, 8)}`;
  await fillContactForm(page, { email, subject, message: 'Does the app work offline?' });
  await page.getByLabel('Message').fill('');
  await expect.poll(() => send.isDisabled()).toBe(true);
  await page.getByLabel('Message').fill('Does the app work offline on my phone?');
  await saveScreenshots(page, 'contact');
  await send.click();

  const toast = page.getByRole('status').filter({ hasText: 'Message sent successfully' });
  await toast.getByText("We'll get back to you within 24 hours.").waitFor();
  for (const label of ['Name', 'Email', 'Category', 'Subject', 'Message']) {
    await expect.poll(() => page.getByLabel(label).inputValue()).toBe('');
  }
  await expect.poll(() => send.isDisabled()).toBe(true);

  const inbox = (await (await fetch(`${MAILBOX_URL}/messages`)).json()) as MailboxMessage[];
  const mail = inbox.find((message) => message.subject.endsWith(subject));
  expect(mail).toMatchObject({ to: 'support@halfwise.app', replyTo: email });
  expect(mail?.subject).toBe(`[Contact · Technical Issues] ${subject}`);
  expect(mail?.text).toContain('Does the app work offline on my phone?');
});

it('shows the server 10-character note for a short message and keeps what was typed', async () => {
  const { page } = session;
  await openWithAccess(page, '/contact');
  await fillContactForm(page, { email: uniqueEmail('short'), subject: 'Hi', message: 'Help me' });
  await page.getByRole('button', { name: 'Send Message' }).click();

  const toast = page.getByRole('alert').filter({ hasText: 'Failed to send message' });
  await toast.getByText('Your message must be at least 10 characters long').waitFor();
  await expect.poll(() => page.getByLabel('Message').inputValue()).toBe('Help me');
});
