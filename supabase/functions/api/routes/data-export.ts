import { exportQuery } from '@halfwise/core/contract/own-data.ts';
import { Hono } from 'hono';
import { requireUser } from '../../_shared/auth.ts';
import { dataFileCsv } from '../../_shared/own-data/export-csv.ts';
import { exportFileName, readDataFile } from '../../_shared/own-data/export-data.ts';
import { parseQuery } from '../../_shared/validate-query.ts';
import type { ApiDeps, ApiEnv } from '../context.ts';

/** GET /api/export?format=json|csv: everything the caller owns, as a download. */
export function dataExportRoutes({ db, verifyToken }: ApiDeps) {
  return new Hono<ApiEnv>().get('/export', requireUser(verifyToken), async (c) => {
    const { format } = parseQuery(c, exportQuery);
    const claims = c.get('claims');
    const now = new Date();
    const file = await db.withUserTx(claims, (tx) => readDataFile(tx, claims.sub, now));
    const headers = {
      'Content-Disposition': `attachment; filename="${exportFileName(now, format)}"`,
      'Cache-Control': 'no-store',
    };
    if (format === 'csv') {
      return c.body(dataFileCsv(file), 200, { ...headers, 'Content-Type': 'text/csv; charset=utf-8' });
    }
    return c.body(JSON.stringify(file, null, 2), 200, {
      ...headers,
      'Content-Type': 'application/json; charset=utf-8',
    });
  });
}
