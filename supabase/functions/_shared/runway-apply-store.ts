// The SQL of POST /api/runway/apply and its undo (docs/api.md "Runway"): the what-if's changes written as saving
// them would store them (core runway-what-if.ts changedBudgets), and what they changed kept under the app's undo
// id so that DELETE /api/runway/apply/:undoId takes it all back. Every function runs in the caller's transaction,
// as the caller (RLS applies), on the budget owner's rows.
import { monthKeyOfIsoDate, type IsoDate } from '@halfwise/core/iso-date.ts';
import { NEW_ITEM_SORT_STEP } from '@halfwise/core/new-item-order.ts';
import {
  FROM_GOALS_NAME,
  isFromGoals,
  isSplit,
  storedDate,
  type FromGoalsChange,
  type RunwayChange,
} from '@halfwise/core/runway-what-if.ts';
import type { ItemKind } from '@halfwise/core/section-item.ts';
import { ITEM_TABLES } from './budget-sql.ts';
import type { TxSql } from './db.ts';
import { HttpError } from './errors.ts';

/** How long an apply can be undone; older records may be deleted. */
export const UNDO_KEEP_DAYS = 30;
export const UNDO_ID_USED = 'undoId: This undo id was already used for another apply';

/** A stored row of income_items or expense_items, as to_jsonb writes it. */
type StoredItem = Record<string, unknown> & { id: number; budget_id: number };
type ItemChangeOf = Exclude<RunwayChange, FromGoalsChange>;

/** What an apply changed: the rows as they were, the rows it made, what it took from each month's balance. */
export interface UndoRecord {
  items: Record<ItemKind, StoredItem[]>;
  created: Record<ItemKind, number[]>;
  balances: [month: string, cents: number][];
}

/** The columns a split's new part takes from its item: what the person wrote about it. */
const COPIED_COLUMNS: Record<ItemKind, string[]> = {
  income: ['user_id', 'name', 'priority', 'category', 'description'],
  expense: ['user_id', 'name', 'priority', 'category', 'note', 'goal_id', 'fixed_date'],
};
/** The columns an apply changes on an existing item, and so the ones its undo puts back. */
const CHANGED_COLUMNS = ['budget_id', 'amount', 'kept_day', 'sort_order'] as const;

const tableOf = (tx: TxSql, kind: ItemKind) => tx.unsafe(`public.${ITEM_TABLES[kind].table}`);

/** An apply's writes in one transaction, and what they changed. */
class ApplyWriter {
  private readonly lastOrders = new Map<number, number>();
  readonly record: UndoRecord = {
    items: { income: [], expense: [] },
    created: { income: [], expense: [] },
    balances: [],
  };

  constructor(
    private readonly tx: TxSql,
    private readonly budgetIds: ReadonlyMap<string, number>,
  ) {}

  /** The budget of a day's month (the what-if has checked there is one). */
  private budgetOf(date: IsoDate): number {
    const id = this.budgetIds.get(monthKeyOfIsoDate(date));
    if (id === undefined) throw new Error(`no budget for ${date}`);
    return id;
  }

  /** A sort order after every row of the budget: the what-if puts a new or moved item last. */
  private async lastOrder(budgetId: number): Promise<number> {
    let order = this.lastOrders.get(budgetId);
    if (order === undefined) {
      const [row] = await this.tx<{ last: number }[]>`
        select greatest(
          (select coalesce(max(sort_order), 0) from public.income_items where budget_id = ${budgetId}),
          (select coalesce(max(sort_order), 0) from public.expense_items where budget_id = ${budgetId})) as last`;
      order = row?.last ?? 0;
    }
    order += NEW_ITEM_SORT_STEP;
    this.lastOrders.set(budgetId, order);
    return order;
  }

  /** The columns that put an item of `fromBudget` on `date`: its month's budget (last in it), the day as given. */
  private async placeOn(kind: ItemKind, date: IsoDate, fromBudget: number | null) {
    const budgetId = this.budgetOf(date);
    const moved =
      budgetId === fromBudget ? {} : { budget_id: budgetId, sort_order: await this.lastOrder(budgetId) };
    return { ...moved, [ITEM_TABLES[kind].dateColumn]: storedDate(date), kept_day: null };
  }

  /** The item's row before the change, kept for the undo. */
  private async keep(kind: ItemKind, id: number): Promise<StoredItem> {
    const [row] = await this.tx<{ row: StoredItem }[]>`
      select to_jsonb(t) as row from ${tableOf(this.tx, kind)} t where t.id = ${id} for update`;
    if (!row) throw new Error(`the ${kind} ${id} the what-if found is gone`);
    this.record.items[kind].push(row.row);
    return row.row;
  }

  private async insert(kind: ItemKind, columns: Record<string, unknown>): Promise<void> {
    const [row] = await this.tx<{ id: number }[]>`
      insert into ${tableOf(this.tx, kind)} ${this.tx(columns)} returning id`;
    if (!row) throw new Error(`the ${kind} insert returned no row`);
    this.record.created[kind].push(Number(row.id));
  }

  async itemChange(change: ItemChangeOf): Promise<void> {
    const { kind, id } = change;
    const stored = await this.keep(kind, id);
    const update = (columns: Record<string, unknown>) =>
      this.tx`update ${tableOf(this.tx, kind)} set ${this.tx(columns)} where id = ${id}`;
    if (isSplit(change)) {
      const [first, ...rest] = change.split;
      if (!first) return;
      await update({ amount: first.amount, ...(await this.placeOn(kind, first.date, stored.budget_id)) });
      const copied = Object.fromEntries(COPIED_COLUMNS[kind].map((column) => [column, stored[column]]));
      for (const part of rest)
        await this.insert(kind, {
          ...copied,
          ...(await this.placeOn(kind, part.date, null)),
          amount: part.amount,
          is_paid: false,
        });
      return;
    }
    if (change.skip) {
      await this.tx`delete from ${tableOf(this.tx, kind)} where id = ${id}`;
      return;
    }
    const amount = change.amount === undefined ? {} : { amount: change.amount };
    const place = change.date === undefined ? {} : await this.placeOn(kind, change.date, stored.budget_id);
    await update({ ...amount, ...place });
  }

  /** Money moved from Future Goals: an income on its day. */
  async fromGoals(change: FromGoalsChange): Promise<void> {
    await this.insert('income', {
      ...(await this.placeOn('income', change.date, null)),
      name: FROM_GOALS_NAME,
      amount: change.amount,
    });
  }

  /**
   * Takes `cents` from the Future Goals balance of `month` and every later month, as a balance update does
   * (goal-balance-store.ts addToBalance, never below 0), keeping what each month gave.
   */
  async takeFromBalance(month: string, cents: number): Promise<void> {
    const rows = await this.tx<{ month: string; taken: number }[]>`
      with before as (
        select id, future_goals_balance from public.budgets
        where user_id = public.budget_owner() and month >= ${month} for update)
      update public.budgets b set future_goals_balance = greatest(0, b.future_goals_balance - ${cents})
      from before where b.id = before.id
      returning b.month, before.future_goals_balance - b.future_goals_balance as taken`;
    this.record.balances.push(
      ...rows.filter((row) => row.taken > 0).map((row): [string, number] => [row.month, row.taken]),
    );
  }
}

/** The budget owner's budgets by month, read in `tx`. */
async function budgetIdsByMonth(tx: TxSql): Promise<Map<string, number>> {
  const rows = await tx<{ id: number; month: string }[]>`
    select id, month from public.budgets where user_id = public.budget_owner()`;
  return new Map(rows.map((row) => [row.month, Number(row.id)]));
}

/**
 * Writes `changes` (checked by the what-if against the same budgets, in the same transaction) and, given an undo
 * id, keeps what they changed under it (a used one is a 409, rolling the apply back). `balanceMonth` is the month
 * whose Future Goals balance a move from it takes from.
 */
export async function writeChanges(
  tx: TxSql,
  changes: readonly RunwayChange[],
  balanceMonth: string,
  undoId: string | undefined,
): Promise<void> {
  const writer = new ApplyWriter(tx, await budgetIdsByMonth(tx));
  let fromGoals = 0;
  for (const change of changes) {
    if (isFromGoals(change)) {
      fromGoals += change.amount;
      await writer.fromGoals(change);
    } else await writer.itemChange(change);
  }
  if (fromGoals > 0) await writer.takeFromBalance(balanceMonth, fromGoals);
  if (undoId === undefined) return;
  await forgetOldUndos(tx);
  const [kept] = await tx`
    insert into public.runway_apply_undos (user_id, undo_id, record)
    values (public.budget_owner(), ${undoId}, ${tx.json(writer.record as never)})
    on conflict (user_id, undo_id) do nothing returning undo_id`;
  if (!kept) throw new HttpError(409, UNDO_ID_USED);
}

/** Deletes the budget owner's undo records older than UNDO_KEEP_DAYS. */
async function forgetOldUndos(tx: TxSql): Promise<void> {
  await tx`
    delete from public.runway_apply_undos
    where user_id = public.budget_owner() and created_at < now() - make_interval(days => ${UNDO_KEEP_DAYS})`;
}

/**
 * Takes back the apply kept under `undoId`: the rows it made are deleted, the rows it changed or deleted are put
 * back as they were (same ids), the balance it took is given back; false when there is no such apply (undone
 * already, older than UNDO_KEEP_DAYS, or another person's).
 */
export async function undoApply(tx: TxSql, undoId: string): Promise<boolean> {
  await forgetOldUndos(tx);
  const [found] = await tx<{ record: UndoRecord }[]>`
    delete from public.runway_apply_undos
    where user_id = public.budget_owner() and undo_id = ${undoId} returning record`;
  if (!found) return false;
  const { items, created, balances } = found.record;
  for (const kind of ['income', 'expense'] as const) {
    const table = tableOf(tx, kind);
    if (created[kind].length > 0) await tx`delete from ${table} where id = any(${created[kind]})`;
    if (items[kind].length === 0) continue;
    const rows = tx.json(items[kind] as never);
    const columns = [...CHANGED_COLUMNS, ITEM_TABLES[kind].dateColumn];
    const set = columns.map((column) => `${column} = s.${column}`).join(', ');
    await tx`
      update ${table} t set ${tx.unsafe(set)}
      from jsonb_populate_recordset(null::${table}, ${rows}) s where t.id = s.id`;
    // A skipped item comes back with its own id and every column it had.
    await tx`
      insert into ${table} overriding system value
      select s.* from jsonb_populate_recordset(null::${table}, ${rows}) s
      where not exists (select 1 from ${table} t where t.id = s.id)`;
  }
  for (const [month, cents] of balances)
    await tx`
      update public.budgets set future_goals_balance = future_goals_balance + ${cents}
      where user_id = public.budget_owner() and month = ${month}`;
  return true;
}
