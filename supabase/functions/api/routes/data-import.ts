import { csvImportQuery, importQuery } from '@halfwise/core/contract/own-data.ts';
import { Hono } from 'hono';
import { requireUser } from '../../_shared/auth.ts';
import { jsonAnswer, respond, runIdempotent } from '../../_shared/idempotency.ts';
import { createCsvItems, CSV_IMPORT_MESSAGES, readItemsCsv } from '../../_shared/own-data/csv-import.ts';
import { importDataFile } from '../../_shared/own-data/import-data.ts';
import { readDataFileText } from '../../_shared/own-data/read-data-file.ts';
import { parseQuery } from '../../_shared/validate-query.ts';
import { readBodyText } from '../../_shared/validate.ts';
import type { ApiDeps, ApiEnv } from '../context.ts';

/** POST /api/import (an export file) and /api/import/csv (items of one month): each one transaction. */
export function dataImportRoutes({ db, verifyToken }: ApiDeps) {
  const signedIn = requireUser(verifyToken);
  return new Hono<ApiEnv>()
    .post('/import', signedIn, async (c) => {
      const { mode } = parseQuery(c, importQuery);
      const file = readDataFileText(await readBodyText(c));
      const claims = c.get('claims');
      const outcome = await runIdempotent(c, db, claims, async (tx) =>
        jsonAnswer(await importDataFile(tx, claims.sub, file, mode === 'replace')),
      );
      return respond(c, outcome);
    })
    .post('/import/csv', signedIn, async (c) => {
      const { month, dryRun } = parseQuery(c, csvImportQuery);
      const read = readItemsCsv(await readBodyText(c), month);
      if (dryRun) return c.json({ ...read, dryRun });
      if (read.errors.length > 0) {
        const first = read.errors[0]!;
        const message = `${CSV_IMPORT_MESSAGES.hasErrors(read.errors.length)}. Line ${first.line}: ${first.message}`;
        return c.json({ message, errors: read.errors }, 400);
      }
      const claims = c.get('claims');
      const outcome = await runIdempotent(c, db, claims, async (tx) => {
        await createCsvItems(tx, claims.sub, month, read.items);
        return jsonAnswer({ ...read, dryRun }, 201);
      });
      return respond(c, outcome);
    });
}
