import { Hono } from 'hono';
import type { z } from 'zod/mini';
import { requireUser } from '../../_shared/auth.ts';
import {
  CREATE_ITEM_BODIES,
  itemIdParams,
  patchExpenseBody,
  patchIncomeBody,
} from '@halfwise/core/budget-schemas.ts';
import { ITEM_TABLES, itemJson, type ItemKind } from '../../_shared/budget-sql.ts';
import { definedColumns } from '../../_shared/defined-columns.ts';
import type { TxSql } from '../../_shared/db.ts';
import { HttpError, NOT_FOUND_MESSAGE } from '../../_shared/errors.ts';
import {
  GOAL_BILL_COLUMNS,
  releaseGoalBill,
  settleGoalBill,
  type GoalBillRow,
} from '../../_shared/goal-bill-store.ts';
import { jsonAnswer, respond, runIdempotent } from '../../_shared/idempotency.ts';
import { placeNewItem } from '../../_shared/new-item-order.ts';
import { parseJsonBody, parseParams } from '../../_shared/validate.ts';
import type { ApiDeps, ApiEnv } from '../context.ts';

type ItemRow = { item: Record<string, unknown> };
type PatchBody = z.output<typeof patchIncomeBody> | z.output<typeof patchExpenseBody>;

const PATCH_SCHEMAS = { income: patchIncomeBody, expense: patchExpenseBody } as const;

/** The columns a PATCH body changes (undefined fields are left alone). */
type ColumnValue = string | number | boolean | null;

function patchColumns(kind: ItemKind, body: PatchBody): Record<string, ColumnValue> {
  const date =
    kind === 'income'
      ? (body as { date?: string | null }).date
      : (body as { dueDate?: string | null }).dueDate;
  const columns = {
    amount: body.amount,
    name: body.name,
    sort_order: body.sortOrder,
    [ITEM_TABLES[kind].dateColumn]: date,
    // A date the person gives is the day they mean: any day kept by a copy (calendar givenDay) goes.
    kept_day: date === undefined ? undefined : null,
    is_paid: body.isPaid,
    note: (body as { note?: string | null }).note,
    goal_id: (body as { goalId?: number | null }).goalId,
    fixed_date: (body as { fixedDate?: boolean }).fixedDate,
  };
  return definedColumns<ColumnValue>(columns);
}

/** The columns whose PATCH may change what an expense takes as a goal's bill (goal-bill-store.ts). */
const TAKE_COLUMNS = ['is_paid', 'amount', 'goal_id'];

/** An expense's amount and goal before a PATCH, to tell whether it changed what the bill takes. */
async function billBefore(tx: TxSql, id: number) {
  const [row] = await tx<Pick<GoalBillRow, 'amount' | 'goalId'>[]>`
    select amount, goal_id as "goalId" from public.expense_items where id = ${id} for update`;
  return row;
}

/**
 * Whether other months' views must be refetched: the previous month's coverage verdict reads this month's early
 * items, so any change of an amount or a date invalidates them. Names and order affect this month only.
 */
function invalidatesOtherMonths(columns: Record<string, unknown>, kind: ItemKind): boolean {
  return 'amount' in columns || ITEM_TABLES[kind].dateColumn in columns;
}

/** POST, PATCH and DELETE of one kind of budget item, at /api/income or /api/expense. */
export function itemRoutes({ db, verifyToken }: ApiDeps, kind: ItemKind) {
  const signedIn = requireUser(verifyToken);
  const { table, dateColumn, newItemDate } = ITEM_TABLES[kind];
  const tableSql = (tx: TxSql) => tx.unsafe(`public.${table}`);
  const itemSql = (tx: TxSql) => tx.unsafe(`${itemJson(kind, table)} as item`);
  // An expense may be a goal's bill: what it took from the Future Goals balance moves with it, in one transaction.
  const billSql = (tx: TxSql) => tx.unsafe(kind === 'expense' ? GOAL_BILL_COLUMNS : 'id');
  const asBill = (row: Partial<GoalBillRow>) => (kind === 'expense' ? (row as GoalBillRow) : null);
  const withInvalidate = (item: Record<string, unknown>, invalidate: boolean) =>
    invalidate ? { ...item, _cacheInvalidate: true } : item;

  return new Hono<ApiEnv>()
    .post(`/${kind}`, signedIn, async (c) => {
      const body = await parseJsonBody(c, CREATE_ITEM_BODIES[kind]);
      const { budgetId, name, amount, dueDate, priority, category, isPaid, sortOrder } = body;
      const date = dueDate || newItemDate;
      const note = 'note' in body && body.note !== undefined ? { note: body.note } : {};
      const goal = 'goalId' in body && body.goalId !== undefined ? { goal_id: body.goalId } : {};
      const fixed = 'fixedDate' in body ? { fixed_date: body.fixedDate } : {};
      // An item in someone else's (or no) budget breaks the (budget_id, user_id) foreign key: 23503, a 404.
      const outcome = await runIdempotent(c, db, c.get('claims'), async (tx) => {
        // A new item goes after the rows of its section dated on or before its day (core new-item-order.ts).
        const order = sortOrder ?? (await placeNewItem(tx, budgetId, date, kind));
        const columns = {
          budget_id: budgetId,
          name,
          amount,
          [dateColumn]: date,
          priority,
          category,
          is_paid: isPaid,
          sort_order: order,
          ...note,
          ...goal,
          ...fixed,
        };
        const [row] = await tx<(ItemRow & Partial<GoalBillRow>)[]>`
          insert into ${tableSql(tx)} ${tx(columns)} returning ${itemSql(tx)}, ${billSql(tx)}`;
        if (!row) throw new Error(`the ${kind} insert returned no row`);
        const bill = asBill(row);
        const moved = bill !== null && (await settleGoalBill(tx, bill, { ticked: true, changed: false }));
        return jsonAnswer(withInvalidate(row.item, moved), 201);
      });
      return respond(c, outcome);
    })
    .patch(`/${kind}/:id`, signedIn, async (c) => {
      const { id } = parseParams(c, itemIdParams);
      const columns = patchColumns(kind, await parseJsonBody(c, PATCH_SCHEMAS[kind]));
      const touchesBill = kind === 'expense' && TAKE_COLUMNS.some((column) => column in columns);
      const { item, balanceMoved } = await db.withUserTx(c.get('claims'), async (tx) => {
        const before = touchesBill ? await billBefore(tx, id) : undefined;
        const [row] = await tx<(ItemRow & Partial<GoalBillRow>)[]>`
          update ${tableSql(tx)} set ${tx(columns)} where id = ${id} returning ${itemSql(tx)}, ${billSql(tx)}`;
        if (!row) return { item: null, balanceMoved: false };
        const bill = asBill(row);
        if (!before || !bill) return { item: row.item, balanceMoved: false };
        const changed = bill.amount !== before.amount || bill.goalId !== before.goalId;
        const ticked = 'is_paid' in columns;
        return { item: row.item, balanceMoved: await settleGoalBill(tx, bill, { ticked, changed }) };
      });
      if (!item) throw new HttpError(404, NOT_FOUND_MESSAGE);
      return c.json(withInvalidate(item, balanceMoved || invalidatesOtherMonths(columns, kind)));
    })
    .delete(`/${kind}/:id`, signedIn, async (c) => {
      const { id } = parseParams(c, itemIdParams);
      const deleted = await db.withUserTx(c.get('claims'), async (tx) => {
        const [row] = await tx<Partial<GoalBillRow>[]>`
          delete from ${tableSql(tx)} where id = ${id} returning ${billSql(tx)}`;
        const bill = row && asBill(row);
        // A bill deleted while paid gives back what it took, as unticking it does.
        if (bill) await releaseGoalBill(tx, bill, { keepsRow: false });
        return row;
      });
      if (!deleted) throw new HttpError(404, NOT_FOUND_MESSAGE);
      return c.body(null, 204);
    });
}
