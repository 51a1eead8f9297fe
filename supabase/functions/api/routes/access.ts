import { Hono } from 'hono';
import { constantTimeEquals } from '../../_shared/constant-time.ts';
import { HttpError } from '../../_shared/errors.ts';
import { accessBody } from '@halfwise/core/contract/public-forms.ts';
import { parseJsonBody } from '../../_shared/validate.ts';
import { clientOf, type ApiDeps, type ApiEnv } from '../context.ts';

const normalise = (code: string) => code.trim().toLowerCase();

/** The private-beta gate: the code lives only on the server (core spec §5: case-insensitive). */
export function accessRoutes({ config, rateLimit }: ApiDeps) {
  return new Hono<ApiEnv>().post('/access', async (c) => {
    const { code } = await parseJsonBody(c, accessBody);
    await rateLimit({ action: 'access', client: clientOf(c, config) });
    if (!(await constantTimeEquals(normalise(code), normalise(config.accessCode)))) {
      throw new HttpError(403, 'Invalid Access Code');
    }
    return c.json({ granted: true });
  });
}
