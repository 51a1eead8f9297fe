// POST /api/runway/apply and DELETE /api/runway/apply/{undoId} (docs/api.md "What-if and the plan"). Sent
// through sessionFetch like every call of the typed client (tokens, idempotency keys, network failures); the
// answer is read with the runway's own contract.
import { runwayResponseSchema, type RunwayResponse } from '@halfwise/core/contract/runway.ts';
import { IDEMPOTENCY_HEADER } from '@halfwise/core/idempotency-contract.ts';
import type { RunwayChange } from '@halfwise/core/runway-what-if.ts';
import { answerOf, okAnswer, sessionFetch } from '../../../lib/api.ts';

export interface ApplyBody {
  changes: RunwayChange[];
  paychecks: number;
  today: string;
  /** The app's id of this apply: DELETE /api/runway/apply/{undoId} takes it all back. */
  undoId: string;
}

type Answer = Parameters<typeof okAnswer<RunwayResponse>>[0];

function send(path: string, method: 'POST' | 'DELETE', body?: unknown, idempotencyKey?: string) {
  const headers: Record<string, string> = body === undefined ? {} : { 'Content-Type': 'application/json' };
  if (idempotencyKey !== undefined) headers[IDEMPOTENCY_HEADER] = idempotencyKey;
  const init = { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
  return sessionFetch(path, init) as unknown as Answer;
}

/** Saves every change in one transaction; answers the saved runway (GET /api/runway's shape). */
export function applyRunwayChanges(body: ApplyBody, idempotencyKey: string): Promise<RunwayResponse> {
  return answerOf(send('/api/runway/apply', 'POST', body, idempotencyKey), runwayResponseSchema);
}

/** Takes an apply back, all of it (204). */
export async function undoRunwayApply(undoId: string): Promise<void> {
  await okAnswer(send(`/api/runway/apply/${encodeURIComponent(undoId)}`, 'DELETE'));
}
