import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWellFormedText, TEXT_MESSAGES, textFault, writtenTextFault } from './text-rule.ts';

const REFUSED: [string, string][] = [
  ['Line\nfeed', TEXT_MESSAGES.control],
  ['Esc\u001b[31m', TEXT_MESSAGES.control],
  ['Bell\u0007', TEXT_MESSAGES.control],
  ['C1\u0085', TEXT_MESSAGES.control],
  ['Delete\u007f', TEXT_MESSAGES.control],
  ['Half \ud800 a pair', TEXT_MESSAGES.surrogate],
  ['Low half \udc00', TEXT_MESSAGES.surrogate],
  ['Rent \u202Egnp.exe', TEXT_MESSAGES.direction],
  ['\u202Aembedded\u202C', TEXT_MESSAGES.direction],
  ['\u2067isolate\u2069', TEXT_MESSAGES.direction],
  ['Rent\u{E0041}\u{E0042}', TEXT_MESSAGES.tag],
  ['\u{E0001}', TEXT_MESSAGES.tag],
  ['\u200b', TEXT_MESSAGES.invisible],
  ['\u200b\u200c\u200d\u2060\ufeff', TEXT_MESSAGES.invisible],
  [' \u00ad ', TEXT_MESSAGES.invisible],
  ['\ufe0f', TEXT_MESSAGES.invisible],
  ['\u3164', TEXT_MESSAGES.invisible],
];

const ACCEPTED = [
  'Rent',
  'Café crème',
  'إيجار',
  'שכר דירה',
  'إيجار\u200f 2026',
  '👩‍👩‍👧 school',
  '❤️',
  'Trip to 🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}',
  '日本語',
  'Netflix\u200b',
  '',
  '   ',
];

describe('writtenTextFault', () => {
  it.each(REFUSED)('refuses %j: %s', (value, message) => {
    expect(writtenTextFault(value)).toBe(message);
  });

  it.each(ACCEPTED)('accepts %j', (value) => {
    expect(writtenTextFault(value)).toBeNull();
  });

  it('lets tabs and line breaks through only in multiline text', () => {
    expect(writtenTextFault('two\nlines\tand a tab', { multiline: true })).toBeNull();
    expect(writtenTextFault('bell\u0007', { multiline: true })).toBe(TEXT_MESSAGES.control);
  });

  it('accepts any well-formed text of letters, digits, marks, punctuation, symbols and spaces', () => {
    const ordinary = fc.string({
      unit: fc.constantFrom(...'aZ9 éßøإשд日€$.,-\'"!?&()'.split(''), '👩‍👩‍👧', 'é', '❤️'),
      minLength: 1,
    });
    fc.assert(
      fc.property(ordinary, (value) => {
        expect(writtenTextFault(value)).toBeNull();
      }),
    );
  });

  it('refuses any text holding an override, a stray tag or a lone surrogate, wherever it sits', () => {
    const bad = fc.constantFrom('\u202E', '\u2066', '\u{E0041}', '\ud800', '\udfff', '\u001b', '\u0085');
    fc.assert(
      fc.property(fc.string(), bad, fc.string(), (before, inserted, after) => {
        // A surrogate beside a stray half could make a pair; keep the halves apart with a letter.
        expect(writtenTextFault(`${before}x${inserted}x${after}`)).not.toBeNull();
      }),
    );
  });

  it('refuses text made only of invisible characters and spaces, however many', () => {
    const invisible = fc.constantFrom('\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u180e');
    const filler = fc.array(fc.oneof(invisible, fc.constant(' ')), { minLength: 0, maxLength: 20 });
    fc.assert(
      fc.property(invisible, filler, (one, rest) => {
        expect(writtenTextFault([one, ...rest].join(''))).toBe(TEXT_MESSAGES.invisible);
      }),
    );
  });
});

describe('textFault', () => {
  it('refuses only control characters and lone surrogates: other text is for the field to judge', () => {
    expect(textFault('a\u0000b')).toBe(TEXT_MESSAGES.control);
    expect(textFault('\ud83d')).toBe(TEXT_MESSAGES.surrogate);
    expect(textFault('\u202E\u200b')).toBeNull();
  });

  it('finds a lone surrogate exactly where UTF-8 could not carry the text unchanged', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        const survives = new TextDecoder().decode(new TextEncoder().encode(value)) === value;
        expect(isWellFormedText(value)).toBe(survives);
      }),
    );
  });
});
