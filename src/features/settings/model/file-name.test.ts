import { describe, expect, it } from 'vitest';
import { fileNameOf } from './file-name.ts';

describe('fileNameOf', () => {
  it('reads the quoted or bare file name, else the fallback', () => {
    expect(fileNameOf('attachment; filename="halfwise-2026-11-23.json"', 'x')).toBe(
      'halfwise-2026-11-23.json',
    );
    expect(fileNameOf('attachment; filename=halfwise.csv', 'x')).toBe('halfwise.csv');
    expect(fileNameOf(null, 'halfwise.json')).toBe('halfwise.json');
    expect(fileNameOf('inline', 'halfwise.json')).toBe('halfwise.json');
    expect(fileNameOf('attachment; filename= halfwise.csv ; size=10', 'x')).toBe('halfwise.csv');
    expect(fileNameOf('attachment; filename="  "', 'halfwise.json')).toBe('halfwise.json');
  });
});
