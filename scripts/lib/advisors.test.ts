import { describe, expect, it } from 'vitest';
import { adviceReport, parseAdvice } from './advisors.ts';

const finding = (name: string, level: string, detail: string) =>
  ({ name, title: name, level, facing: 'EXTERNAL', categories: ['SECURITY'], detail, metadata: {} }) as const;

describe('the advisors in npm test', () => {
  it('passes with infos only, and counts them by name', () => {
    const json = JSON.stringify([
      finding('unused_index', 'INFO', 'Index `a` has not been used'),
      finding('unused_index', 'INFO', 'Index `b` has not been used'),
      finding('unindexed_foreign_keys', 'INFO', 'Table `t` has a foreign key without a covering index'),
    ]);
    expect(adviceReport(parseAdvice(json))).toEqual({
      ok: true,
      lines: ['0 warnings or errors, 3 infos (unused_index ×2, unindexed_foreign_keys ×1)'],
    });
  });

  it('fails on a warning or an error and names each', () => {
    const json = JSON.stringify({
      results: [
        finding('function_search_path_mutable', 'WARN', 'Function `public.f` has a role mutable search_path'),
        finding(
          'rls_disabled_in_public',
          'ERROR',
          'Table `public.t` is public, but RLS has not been enabled.',
        ),
        finding('unused_index', 'INFO', 'Index `a` has not been used'),
      ],
    });
    expect(adviceReport(parseAdvice(json))).toEqual({
      ok: false,
      lines: [
        'WARN function_search_path_mutable: Function `public.f` has a role mutable search_path',
        'ERROR rls_disabled_in_public: Table `public.t` is public, but RLS has not been enabled.',
        '2 warnings or errors, 1 infos (unused_index ×1)',
      ],
    });
  });

  it('reads no output as no findings', () => {
    expect(adviceReport(parseAdvice(''))).toEqual({ ok: true, lines: ['0 warnings or errors, 0 infos'] });
  });
});
