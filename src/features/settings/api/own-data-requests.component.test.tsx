// Export and import at the fetch boundary (msw): the query each sends, the file's body and type, the answers.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import { server } from '../../../test-support/component/setup.ts';
import { failureText, TRY_AGAIN_TEXT } from './failure-text.ts';
import { fetchExport, importDataFile, importItemsCsv } from './own-data-requests.ts';

interface Sent {
  method: string;
  url: URL;
  type: string | null;
  body: string;
}

function answerAll(answer: (sent: Sent) => Response): Sent[] {
  const sent: Sent[] = [];
  server.use(
    http.all('*/api/*', async ({ request }) => {
      const one = {
        method: request.method,
        url: new URL(request.url),
        type: request.headers.get('content-type'),
        body: await request.text(),
      };
      sent.push(one);
      return answer(one);
    }),
  );
  return sent;
}

const imported = {
  mode: 'replace',
  imported: { budgets: 2, incomeItems: 3, expenseItems: 4, goals: 1, paySchedule: true },
  conflicts: { budgets: [], goals: [], paySchedule: false },
};
const csvResult = {
  month: '2026-11',
  dryRun: true,
  items: [{ line: 2, name: 'Rent', amount: 120_000, dueDay: 1, type: 'expense', inferred: false }],
  errors: [{ line: 3, message: 'amount: Must be a whole number of cents' }],
};

describe('own data requests', () => {
  it("export: the file's bytes under the name the server gave, or a name of its own", async () => {
    let disposition: string | null = 'attachment; filename="halfwise-2026-11-26.csv"';
    const sent = answerAll(
      () =>
        new HttpResponse('name,amount\n', {
          headers: disposition ? { 'Content-Type': 'text/csv', 'Content-Disposition': disposition } : {},
        }),
    );
    const named = await fetchExport('csv');
    expect(named.fileName).toBe('halfwise-2026-11-26.csv');
    expect(await named.blob.text()).toBe('name,amount\n');
    disposition = null;
    expect((await fetchExport('json')).fileName).toBe('halfwise.json');
    expect(sent.map(({ method, url }) => `${method} ${url.pathname}${url.search}`)).toEqual([
      'GET /api/export?format=csv',
      'GET /api/export?format=json',
    ]);
  });

  it('import: the file as read, as JSON or CSV, with the mode, month and dry run asked for', async () => {
    const sent = answerAll(({ url }) =>
      HttpResponse.json(url.pathname.endsWith('/csv') ? csvResult : imported),
    );
    await expect(importDataFile('{"budgets":[]}', true)).resolves.toEqual(imported);
    await importDataFile('{"budgets":[]}', false);
    await expect(importItemsCsv('Rent,1200', '2026-11', true)).resolves.toEqual(csvResult);
    await importItemsCsv('Rent,1200', '2026-11', false);
    expect(
      sent.map(({ method, url, type, body }) => [method, `${url.pathname}${url.search}`, type, body]),
    ).toEqual([
      ['POST', '/api/import?mode=replace', 'application/json', '{"budgets":[]}'],
      ['POST', '/api/import', 'application/json', '{"budgets":[]}'],
      ['POST', '/api/import/csv?month=2026-11&dryRun=true', 'text/csv', 'Rent,1200'],
      ['POST', '/api/import/csv?month=2026-11&dryRun=false', 'text/csv', 'Rent,1200'],
    ]);
  });

  it("a refusal says the server's message, or a plain try-again", async () => {
    answerAll(() => HttpResponse.json({ message: 'The file is not a Halfwise export' }, { status: 400 }));
    const refused = await importDataFile('{}', false).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(failureText(refused)).toBe('The file is not a Halfwise export');
    expect(failureText(new Error('offline'))).toBe(TRY_AGAIN_TEXT);
  });
});
