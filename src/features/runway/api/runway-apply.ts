// POST /api/runway/apply and DELETE /api/runway/apply/{undoId} (docs/api.md "What-if and the plan"), calls of the
// typed client.
import { runwayResponseSchema, type RunwayResponse } from '@halfwise/core/contract/runway.ts';
import type { RunwayChange } from '@halfwise/core/runway-what-if.ts';
import { answerOf, okAnswer } from '../../../lib/api.ts';
import { api, withIdempotencyKey } from '../../../lib/api-client.ts';

export interface ApplyBody {
  changes: RunwayChange[];
  paychecks: number;
  today: string;
  /** The app's id of this apply: DELETE /api/runway/apply/{undoId} takes it all back. */
  undoId: string;
}

/**
 * Saves every change in one transaction; answers the saved runway (GET /api/runway's shape). `today` stays on the
 * device: an Apply made offline may be sent days later, when the server would refuse it as not today, and the
 * answer's runway (from the server's date) is not what the screen shows anyway.
 */
export function applyRunwayChanges(body: ApplyBody, idempotencyKey: string): Promise<RunwayResponse> {
  const { today: _today, ...sent } = body;
  return answerOf(
    api.runway.apply.$post({ json: sent }, withIdempotencyKey(idempotencyKey)),
    runwayResponseSchema,
  );
}

/** Takes an apply back, all of it (204). */
export async function undoRunwayApply(undoId: string): Promise<void> {
  await okAnswer(api.runway.apply[':undoId'].$delete({ param: { undoId } }));
}
