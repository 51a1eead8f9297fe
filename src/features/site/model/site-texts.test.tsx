// The landing and legal pages' texts as their pages read them: every FAQ entry, comparison row and legal section
// complete, the keys and anchors the pages build from them distinct, the legal sections numbered in order, and the
// prices and the support address taken from their one source.
import { SUPPORT_EMAIL } from '@halfwise/core/contact-contract.ts';
import { PRICING } from '@halfwise/core/pricing.ts';
import { PRODUCT_NAME } from '@halfwise/core/product.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LegalDocument } from '../components/legal/LegalDocument.tsx';
import { COMPARISON_COLUMNS, COMPARISON_ROWS } from './comparison.ts';
import { FAQ_CATEGORIES, FAQ_ENTRIES } from './faq-entries.ts';
import { LEGAL_LAST_UPDATED, type LegalText } from './legal-document.ts';
import { PRIVACY_POLICY } from './privacy-policy.ts';
import { TERMS_OF_SERVICE } from './terms-of-service.ts';

/** Some words, ending as a sentence ends (or as a line that introduces what follows). */
const SENTENCE = /\S.*[.?:;]$/s;

const distinct = (values: readonly string[]) => new Set(values).size === values.length;

describe('the FAQ', () => {
  it('has entries, each a question with an answer in one of the categories', () => {
    expect(FAQ_ENTRIES.length).toBeGreaterThan(0);
    for (const entry of FAQ_ENTRIES) {
      expect(entry.question).toMatch(/\S.*\?$/);
      expect(entry.answer).toMatch(SENTENCE);
      expect(FAQ_CATEGORIES).toContain(entry.category);
    }
  });

  it('gives each entry its own id, usable as the anchor #faq-<id>', () => {
    const ids = FAQ_ENTRIES.map((entry) => entry.id);
    expect(distinct(ids)).toBe(true);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('lists each category once, in the order its first question comes, and every category has one', () => {
    expect(distinct(FAQ_CATEGORIES)).toBe(true);
    expect([...new Set(FAQ_ENTRIES.map((entry) => entry.category))]).toEqual(FAQ_CATEGORIES);
  });

  it('states the trial and the price as the pricing says them', () => {
    const pricing = FAQ_ENTRIES.filter((entry) => entry.category === 'Pricing');
    expect(pricing.length).toBeGreaterThan(0);
    for (const entry of pricing) {
      expect(entry.answer).toContain(PRICING.trial.displayText);
      expect(entry.answer).toContain(PRICING.monthly.displayText);
    }
  });
});

describe('the comparison table', () => {
  it('has us first, then distinct competitors, each column named', () => {
    expect(COMPARISON_COLUMNS[0]).toBe(PRODUCT_NAME);
    expect(COMPARISON_COLUMNS.length).toBeGreaterThan(1);
    expect(distinct(COMPARISON_COLUMNS)).toBe(true);
    for (const column of COMPARISON_COLUMNS) expect(column.trim()).not.toBe('');
  });

  it('has complete rows: a distinct feature and, per column, a yes/no or a text', () => {
    expect(COMPARISON_ROWS.length).toBeGreaterThan(0);
    expect(distinct(COMPARISON_ROWS.map((row) => row.feature))).toBe(true);
    for (const row of COMPARISON_ROWS) {
      expect(row.feature.trim()).not.toBe('');
      expect(row.cells).toHaveLength(COMPARISON_COLUMNS.length);
      // A row is all marks or all texts.
      expect(new Set(row.cells.map((cell) => typeof cell)).size).toBe(1);
      for (const cell of row.cells) if (typeof cell === 'string') expect(cell.trim()).not.toBe('');
    }
  });

  it('marks every feature it lists as one we have, and prices us as the pricing does', () => {
    for (const row of COMPARISON_ROWS) if (typeof row.cells[0] === 'boolean') expect(row.cells[0]).toBe(true);
    const prices = COMPARISON_ROWS.filter((row) =>
      row.cells.some((cell) => typeof cell === 'string' && /\$/.test(cell)),
    );
    expect(prices.map((row) => row.cells[0])).toEqual([PRICING.monthly.displayText]);
  });
});

describe.each([
  ['Privacy Policy', PRIVACY_POLICY],
  ['Terms of Service', TERMS_OF_SERVICE],
] as [string, LegalText][])('the %s', (title, text) => {
  // Rendered inside each test that reads it: a document that cannot render fails that test.
  const pageOf = () => renderToStaticMarkup(<LegalDocument text={text} />);

  it('has its title, an introduction and sections, each a heading with sentences', () => {
    expect(text.title).toBe(title);
    expect(text.intro).toMatch(SENTENCE);
    expect(text.sections.length).toBeGreaterThan(1);
    for (const section of text.sections) {
      expect(section.heading.trim()).not.toBe('');
      expect(section.paragraphs.length).toBeGreaterThan(0);
      for (const paragraph of section.paragraphs) expect(paragraph).toMatch(SENTENCE);
      // The page keys each paragraph and list item by its text.
      expect(distinct(section.paragraphs)).toBe(true);
    }
  });

  it('introduces each list with a line ending in a colon, and has no empty list', () => {
    for (const section of text.sections) {
      if (!section.list) continue;
      expect(section.list.length).toBeGreaterThan(0);
      expect(distinct(section.list)).toBe(true);
      for (const item of section.list) expect(item).toMatch(/\S.*[.;]$/s);
      expect(section.paragraphs.at(-1)).toMatch(/:$/);
    }
  });

  it('numbers its sections in order, and its contents link to each by a distinct anchor', () => {
    const page = pageOf();
    const headings = [...page.matchAll(/<h2[^>]*>(.*?)<\/h2>/g)].map((match) => match[1]);
    expect(headings).toEqual(
      text.sections.map((section, index) => `${index + 1}. ${escaped(section.heading)}`),
    );
    const links = [...page.matchAll(/<a href="#([^"]+)">/g)].map((match) => match[1]);
    const ids = [...page.matchAll(/<section id="([^"]+)"/g)].map((match) => match[1]);
    expect(links).toHaveLength(text.sections.length);
    expect(links).toEqual(ids);
    expect(distinct(ids as string[])).toBe(true);
  });

  it('tells how to reach us at the support address, in its last section', () => {
    expect(text.sections.at(-1)?.paragraphs.join(' ')).toContain(SUPPORT_EMAIL);
  });

  it('is dated', () => {
    expect(pageOf()).toContain(LEGAL_LAST_UPDATED);
    expect(Number.isNaN(Date.parse(LEGAL_LAST_UPDATED))).toBe(false);
  });
});

/** A heading as React writes it into the page. */
function escaped(heading: string): string {
  return heading.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');
}
