import type { TxSql } from './db.ts';

/**
 * Whose budget the caller works on (public.budget_owner()): the owner whose partner they are, else themselves.
 * Endpoints without an owner id in their path (goals, balance, pay schedule, copy) act on this person's rows.
 */
export async function budgetOwnerOf(tx: TxSql): Promise<string> {
  const [row] = await tx<{ owner: string | null }[]>`select public.budget_owner() as owner`;
  if (!row?.owner) throw new Error('budget_owner() had no caller');
  return row.owner;
}
