// Several months of one person's budget as msw answers them in component tests, with the month writes the
// budget screen makes: create (POST /api/budget), copy into another month and the undo of that copy, answered
// and refused as docs/api.md says. Every request is recorded; writes can be held back or refused.
import {
  copyConflictMessage,
  NOTHING_TO_COPY_MESSAGE,
  noCopyToUndoMessage,
} from '@halfwise/core/budget-messages.ts';
import type {
  ApiBudget,
  BaseBudgetResponse,
  ExpenseItem,
  IncomeItem,
} from '@halfwise/core/contract/budget.ts';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { monthYear, type MonthKey } from '../../domain/month.ts';
import type { SentRequest } from './fake-budget-api.ts';
import { SIGNED_IN_USER } from './render-signed-in.tsx';
import { server } from './setup.ts';

/** A month's items as seeded: names and amounts (cents); incomes on the 1st, expenses on the 15th. */
export interface MonthSeed {
  incomes?: readonly { name: string; amount: number; isPaid?: boolean }[];
  expenses?: readonly { name: string; amount: number; isPaid?: boolean }[];
}

export interface BudgetMonthsApi {
  handlers: HttpHandler[];
  /** Every request, in order. */
  sent: SentRequest[];
  /** The writes (not GETs), in order. */
  writes: () => SentRequest[];
  /** The month as the server holds it now (what a GET answers). */
  monthOf: (month: MonthKey) => BaseBudgetResponse;
  /** Holds every write's answer until the returned release is called. */
  holdWrites: () => () => void;
  /** Answers the next write with `status` and `{ message }` instead of doing it. */
  refuseNextWrite: (status: number, message: string) => void;
}

interface StoredMonth {
  budget: ApiBudget;
  incomeItems: IncomeItem[];
  expenseItems: ExpenseItem[];
}

/** A promise and the call that settles it. */
function gate(): { promise: Promise<void>; open: () => void } {
  let open = () => undefined as void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

export function fakeBudgetMonths(
  userId: string,
  seed: Partial<Record<MonthKey, MonthSeed>>,
): BudgetMonthsApi {
  let nextBudgetId = 1;
  let nextItemId = 500;
  const months = new Map<MonthKey, StoredMonth>();
  /** Months filled by a copy, and whether the copy made the budget. */
  const copies = new Map<MonthKey, { created: boolean }>();
  const sent: SentRequest[] = [];
  let held: Promise<void> | null = null;
  let refusal: { status: number; message: string } | null = null;

  const makeMonth = (month: MonthKey): StoredMonth => {
    const budget = {
      id: nextBudgetId++,
      userId,
      month,
      year: monthYear(month),
      carryForward: 0,
      futureGoalsBalance: 0,
    };
    const made = { budget, incomeItems: [], expenseItems: [] };
    months.set(month, made);
    return made;
  };
  const common = (
    budgetId: number,
    sortOrder: number,
    entry: { name: string; amount: number; isPaid?: boolean },
  ) => ({
    id: nextItemId++,
    budgetId,
    name: entry.name,
    amount: entry.amount,
    priority: 3,
    category: 'other',
    isPaid: entry.isPaid ?? false,
    sortOrder,
    updatedBy: userId,
  });
  for (const [month, { incomes = [], expenses = [] }] of Object.entries(seed) as [MonthKey, MonthSeed][]) {
    const stored = makeMonth(month);
    const id = stored.budget.id;
    stored.incomeItems = incomes.map((entry, index) => ({ ...common(id, index, entry), date: '1' }));
    stored.expenseItems = expenses.map((entry, index) => ({
      ...common(id, index, entry),
      dueDate: '15',
      note: null,
    }));
  }

  const monthOf = (month: MonthKey): BaseBudgetResponse =>
    months.get(month) ?? { budget: null, incomeItems: [], expenseItems: [] };
  const byBudgetId = (id: number) => [...months.values()].find((stored) => stored.budget.id === id);
  const refuse = (status: number, message: string) => HttpResponse.json({ message }, { status });

  async function write(request: Request, apply: (body: Record<string, unknown>) => Response) {
    const text = await request.text();
    const body = (text ? JSON.parse(text) : undefined) as Record<string, unknown> | undefined;
    sent.push({ method: request.method, path: new URL(request.url).pathname, body });
    if (held) await held;
    if (refusal) {
      const { status, message } = refusal;
      refusal = null;
      return refuse(status, message);
    }
    return apply(body ?? {});
  }

  function copy(sourceId: number, target: MonthKey): Response {
    const source = byBudgetId(sourceId);
    if (!source) return refuse(404, 'Budget not found');
    if (source.incomeItems.length + source.expenseItems.length === 0)
      return refuse(400, NOTHING_TO_COPY_MESSAGE);
    const existing = months.get(target);
    if (existing && existing.incomeItems.length + existing.expenseItems.length > 0) {
      return refuse(409, copyConflictMessage(target));
    }
    const filled = existing ?? makeMonth(target);
    const copied = { budgetId: filled.budget.id, isPaid: false };
    filled.incomeItems = source.incomeItems.map((item) => ({ ...item, ...copied, id: nextItemId++ }));
    filled.expenseItems = source.expenseItems.map((item) => ({ ...item, ...copied, id: nextItemId++ }));
    copies.set(target, { created: !existing });
    return HttpResponse.json(monthOf(target));
  }

  function undoCopy(budgetId: number): Response {
    const filled = byBudgetId(budgetId);
    if (!filled) return refuse(404, 'Budget not found');
    const month = filled.budget.month as MonthKey;
    const record = copies.get(month);
    if (!record) return refuse(409, noCopyToUndoMessage(month));
    copies.delete(month);
    if (record.created) months.delete(month);
    else Object.assign(filled, { incomeItems: [], expenseItems: [] });
    return HttpResponse.json(monthOf(month));
  }

  const handlers: HttpHandler[] = [
    http.get('*/api/budget/:userId/:month/:year', ({ request, params }) => {
      sent.push({ method: 'GET', path: new URL(request.url).pathname, body: undefined });
      return HttpResponse.json(monthOf(String(params.month) as MonthKey));
    }),
    http.post('*/api/budget', ({ request }) =>
      write(request, (body) => {
        const month = String(body.month) as MonthKey;
        const status = months.has(month) ? 200 : 201;
        if (status === 201) makeMonth(month);
        return HttpResponse.json(monthOf(month), { status });
      }),
    ),
    http.post('*/api/budget/:budgetId/copy-to-next-month', ({ request, params }) =>
      write(request, (body) => copy(Number(params.budgetId), String(body.targetMonth) as MonthKey)),
    ),
    http.delete('*/api/budget/:budgetId/copy', ({ request, params }) =>
      write(request, () => undoCopy(Number(params.budgetId))),
    ),
  ];

  return {
    handlers,
    sent,
    writes: () => sent.filter((request) => request.method !== 'GET'),
    monthOf,
    holdWrites: () => {
      const { promise, open } = gate();
      held = promise;
      return () => {
        held = null;
        open();
      };
    },
    refuseNextWrite: (status, message) => {
      refusal = { status, message };
    },
  };
}

/** The months of SIGNED_IN_USER, answering every request from now on (until the test ends). */
export function serveBudgetMonths(seed: Partial<Record<MonthKey, MonthSeed>>): BudgetMonthsApi {
  const api = fakeBudgetMonths(SIGNED_IN_USER.id, seed);
  server.use(...api.handlers);
  return api;
}

/** From now on a copy is answered with no budget (a month the server did not keep): there is nothing to undo. */
export function answerCopiesWithoutBudget(): void {
  server.use(
    http.post('*/api/budget/:budgetId/copy-to-next-month', () =>
      HttpResponse.json({ budget: null, incomeItems: [], expenseItems: [] }),
    ),
  );
}
