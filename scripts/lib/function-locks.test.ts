import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { functionNames, lockDisagreements } from './function-locks.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const copy = mkdtempSync(path.join(tmpdir(), 'halfwise-locks-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** The project's reminders function and package-lock.json in a scratch root, `change` applied to its files. */
function changedCopy(change: { config?: (text: string) => string; lock?: (text: string) => string }): string {
  const root = mkdtempSync(path.join(copy, 'root-'));
  const from = path.join(ROOT, 'supabase', 'functions', 'reminders');
  const to = path.join(root, 'supabase', 'functions', 'reminders');
  mkdirSync(to, { recursive: true });
  cpSync(path.join(ROOT, 'package-lock.json'), path.join(root, 'package-lock.json'));
  const config = readFileSync(path.join(from, 'deno.json'), 'utf8');
  const lock = readFileSync(path.join(from, 'deno.lock'), 'utf8');
  writeFileSync(path.join(to, 'deno.json'), change.config ? change.config(config) : config);
  writeFileSync(path.join(to, 'deno.lock'), change.lock ? change.lock(lock) : lock);
  return root;
}

describe("the Edge Functions' locked dependencies", () => {
  it('name the same versions, with the same integrity, as package-lock.json, in every function', () => {
    const names = functionNames(ROOT);
    expect(names).toEqual(expect.arrayContaining(['api', 'reminders', 'stripe-webhook']));
    for (const name of names) expect(lockDisagreements(ROOT, name), name).toEqual([]);
  });

  it('tell a range, another version or another hash in deno.json or deno.lock apart from package-lock.json', () => {
    expect(lockDisagreements(changedCopy({}), 'reminders')).toEqual([]);
    const ranged = changedCopy({ config: (text) => text.replace('npm:hono@4.', 'npm:hono@^4.') });
    expect(lockDisagreements(ranged, 'reminders')).toEqual([
      expect.stringMatching(/^reminders\/deno.json: npm:hono@\^4\.\S+, package-lock.json has hono 4\./),
    ]);
    const unfrozen = changedCopy({ config: (text) => text.replace('"frozen": true', '"frozen": false') });
    expect(lockDisagreements(unfrozen, 'reminders')).toEqual([expect.stringMatching(/lock must be/)]);
    const otherVersion = changedCopy({ lock: (text) => text.replace(/"zod@[\d.]+"/, '"zod@0.0.1"') });
    expect(lockDisagreements(otherVersion, 'reminders')).toEqual([
      expect.stringMatching(/^reminders\/deno.lock: zod 0\.0\.1, package-lock.json has \d/),
    ]);
    const otherHash = changedCopy({ lock: (text) => text.replace(/("integrity": "sha512-)A?/, '$1Z') });
    expect(lockDisagreements(otherHash, 'reminders')).toEqual([
      expect.stringMatching(/has another integrity hash$/),
    ]);
  });
});
