// What the landing page, the FAQ and the Privacy Policy say about who sees a budget matches what the product does:
// a budget can be shared with one invited partner, and a Bills calendar link can be made, secret and revocable.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LandingPage } from '../components/LandingPage.tsx';
import { FAQ_ENTRIES } from './faq-entries.ts';
import { PRIVACY_POLICY } from './privacy-policy.ts';

const landing = renderToStaticMarkup(<LandingPage />)
  .replace(/<[^>]+>/g, ' ')
  .replace(/&#x27;|&#39;/g, "'");
const faq = FAQ_ENTRIES.map((entry) => `${entry.question} ${entry.answer}`).join(' ');
const policy = PRIVACY_POLICY.sections
  .flatMap((section) => [section.heading, ...section.paragraphs, ...(section.list ?? [])])
  .join(' ');

/** Claims that a budget is one person's alone: untrue once it can be shared or published as a calendar. */
const ONLY_YOU = [
  /visible to you alone/i,
  /by your account only/i,
  /only by the account that owns it(?! and)/i,
  /we do not sell or share it/i,
];

describe.each([
  ['the landing page', landing],
  ['the FAQ', faq],
  ['the Privacy Policy', policy],
])('%s', (_, text) => {
  it('never says a budget is seen by its owner alone', () => {
    for (const claim of ONLY_YOU) expect(text).not.toMatch(claim);
  });

  it('says a budget is shared only with a partner the owner invites', () => {
    expect(text).toMatch(/invite/i);
    expect(text).toMatch(/partner/i);
  });

  it('says the calendar link is secret and can be turned off', () => {
    expect(text).toMatch(/calendar link/i);
    expect(text).toMatch(/secret/i);
    expect(text).toMatch(/turn(ing)? it off/i);
  });
});
