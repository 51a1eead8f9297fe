import { describe, expect, it } from 'vitest';
import { sqlStringLiteral } from './sql-literal.ts';

describe('sqlStringLiteral', () => {
  it('doubles quotes and backslashes inside an E string', () => {
    expect(sqlStringLiteral(`{"email":"o'brien\\"}`)).toBe(`E'{"email":"o''brien\\\\"}'`);
    expect(sqlStringLiteral("'); drop table profiles; --")).toBe("E'''); drop table profiles; --'");
  });

  it('refuses NUL, which Postgres text cannot hold', () => {
    expect(() => sqlStringLiteral('a\0b')).toThrow(/NUL/);
  });
});
