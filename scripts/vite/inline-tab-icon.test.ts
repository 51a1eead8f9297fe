import fc from 'fast-check';
import { expect, it } from 'vitest';
import { tabIconDataUrl } from './inline-tab-icon.ts';

const PREFIX = 'data:image/svg+xml,';

it('writes the icon as a data URL that an HTML attribute can hold', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="#0f766e" width="10%"/></svg>';
  expect(tabIconDataUrl(svg)).toBe(
    `${PREFIX}%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22%3E%3Crect%20fill=%22%230f766e%22%20width=%2210%25%22/%3E%3C/svg%3E`,
  );
});

it('gives back exactly the file it was made from, and nothing in it ends the attribute or the URL', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'grapheme' }), (svg) => {
      const url = tabIconDataUrl(svg);
      expect(url.startsWith(PREFIX)).toBe(true);
      const payload = url.slice(PREFIX.length);
      expect(payload).not.toMatch(/["<>#\s]/);
      expect(decodeURIComponent(payload)).toBe(svg);
    }),
  );
});
