// The budget API as msw answers it in component tests: one person's months in memory, every request recorded,
// and writes that can be held back to see the screen before the server has answered.
import type {
  ExpenseItem,
  IncomeItem,
  ApiBudget,
  BudgetSectionWire,
} from '@halfwise/core/contract/budget.ts';
import { DEFAULT_PAY_SCHEDULE } from '@halfwise/core/pay-schedule.ts';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { MonthKey } from '../../domain/month.ts';

export interface SeedItem {
  kind: 'income' | 'expense';
  name: string;
  /** Cents. */
  amount: number;
  /** Day of the month, as the API stores it ('1', '15'). */
  day: string;
  isPaid?: boolean;
  /** The Future Goal the expense is the bill of. */
  goalId?: number;
  /** The expense's due date can't move. */
  fixedDate?: boolean;
}

/** A payday section's set-aside line as the budget read carries it (the Goals screen's switch on). */
export type SeedSetAside = Pick<
  BudgetSectionWire,
  'start' | 'payday' | 'setAside' | 'setAsidePaid' | 'setAsideParts'
>;

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

type Item = (IncomeItem & { kind: 'income' }) | (ExpenseItem & { kind: 'expense' });

export interface FakeBudgetApi {
  handlers: HttpHandler[];
  /** Every request the screen sent, in order. */
  sent: SentRequest[];
  /** The writes (not GETs) sent, in order. */
  writes: () => SentRequest[];
  /** What the server holds for an item now. */
  stored: (name: string) => Item | undefined;
  /** Holds every write's answer until the returned release is called. */
  holdWrites: () => () => void;
  /** Answers the next write with this status (and a message) instead of doing it. */
  refuseNextWrite: (status: number) => void;
  /** The month's sections' set-aside lines the read carries from now on (none: the switch is off). */
  setAsides: (sections: SeedSetAside[]) => void;
  /** The month's Future Goals balance, cents. */
  futureGoalsBalance: (cents: number) => void;
  /**
   * What GET /api/goals/set-asides answers for a Future Goals balance (the goals' plan made again with it); the
   * month's set-aside lines as they are when not given.
   */
  replannedSetAsides: (plan: (balance: number) => PlannedSetAside[]) => void;
  /** Holds GET /api/goals/set-asides' answers until the returned release is called. */
  holdSetAsides: () => () => void;
}

/** One payday's set-aside as GET /api/goals/set-asides answers it. */
export interface PlannedSetAside {
  date: string;
  amount: number;
}

/** A promise to wait on and the call that settles it. */
function holdOn(): { promise: Promise<void>; release: () => void } {
  let release = () => undefined as void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

export function fakeBudgetApi(userId: string, month: MonthKey, seed: readonly SeedItem[]): FakeBudgetApi {
  const budget: ApiBudget = {
    id: 1,
    userId,
    month,
    year: Number(month.slice(0, 4)),
    carryForward: 0,
    futureGoalsBalance: 0,
  };
  let nextId = 100;
  let items: Item[] = seed.map((entry, index) => record(entry.kind, nextId++, index, entry));
  const sent: SentRequest[] = [];
  let held: Promise<void> | null = null;
  let refusal: number | null = null;
  let setAsides: SeedSetAside[] = [];
  let replanned: ((balance: number) => PlannedSetAside[]) | null = null;
  let heldReads: Promise<void> | null = null;
  /** The items before each runway Apply, by its undoId. */
  const applied = new Map<string, Item[]>();

  function record(
    kind: 'income' | 'expense',
    id: number,
    sortOrder: number,
    fields: Partial<SeedItem>,
  ): Item {
    const common = {
      id,
      budgetId: budget.id,
      name: fields.name ?? '',
      amount: fields.amount ?? 0,
      priority: kind === 'income' ? 1 : 3,
      category: 'other',
      isPaid: fields.isPaid ?? false,
      sortOrder,
      ...(fields.goalId === undefined ? {} : { goalId: fields.goalId }),
      updatedBy: userId,
    };
    return kind === 'income'
      ? { ...common, kind, date: fields.day ?? '1' }
      : { ...common, kind, dueDate: fields.day ?? '15', fixedDate: fields.fixedDate ?? false };
  }
  const wire = ({ kind: _kind, ...item }: Item) => item;
  const monthAnswer = (asked: string) =>
    asked === month
      ? {
          budget,
          incomeItems: items.filter((item) => item.kind === 'income').map(wire),
          expenseItems: items.filter((item) => item.kind === 'expense').map(wire),
          ...(setAsides.length > 0 ? { sections: setAsides } : {}),
        }
      : { budget: null, incomeItems: [], expenseItems: [] };

  async function write(
    request: Request,
    apply: (body: Record<string, unknown>) => Response,
  ): Promise<Response> {
    const text = await request.text();
    const body = (text ? JSON.parse(text) : undefined) as Record<string, unknown> | undefined;
    sent.push({ method: request.method, path: new URL(request.url).pathname, body });
    if (held) await held;
    if (refusal !== null) {
      const status = refusal;
      refusal = null;
      return HttpResponse.json({ message: 'Refused by the test' }, { status });
    }
    return apply(body ?? {});
  }

  const patch = (kind: 'income' | 'expense') =>
    http.patch(`*/api/${kind}/:id`, ({ request, params }) =>
      write(request, (body) => {
        const id = Number(params.id);
        const found = items.find((item) => item.kind === kind && item.id === id);
        if (!found) return HttpResponse.json({ message: 'Item not found' }, { status: 404 });
        const { date, dueDate, ...rest } = body;
        const day = kind === 'income' ? date : dueDate;
        const changed = {
          ...found,
          ...rest,
          ...(day === undefined ? {} : { [kind === 'income' ? 'date' : 'dueDate']: day }),
        } as Item;
        items = items.map((item) => (item === found ? changed : item));
        return HttpResponse.json(wire(changed));
      }),
    );
  const create = (kind: 'income' | 'expense') =>
    http.post(`*/api/${kind}`, ({ request }) =>
      write(request, (body) => {
        const made = record(kind, nextId++, items.length, {
          ...(body as Partial<SeedItem>),
          day: String(body.dueDate ?? (kind === 'income' ? '1' : '15')),
        });
        const sortOrder = typeof body.sortOrder === 'number' ? body.sortOrder : made.sortOrder;
        const stored = { ...made, sortOrder, isPaid: body.isPaid === true } as Item;
        items = [...items, stored];
        return HttpResponse.json(wire(stored), { status: 201 });
      }),
    );
  const remove = (kind: 'income' | 'expense') =>
    http.delete(`*/api/${kind}/:id`, ({ request, params }) =>
      write(request, () => {
        items = items.filter((item) => !(item.kind === kind && item.id === Number(params.id)));
        return new HttpResponse(null, { status: 204 });
      }),
    );

  const handlers: HttpHandler[] = [
    http.get('*/api/budget/:userId/:month/:year', ({ request, params }) => {
      sent.push({ method: 'GET', path: new URL(request.url).pathname, body: undefined });
      return HttpResponse.json(monthAnswer(String(params.month)));
    }),
    http.post('*/api/budget', ({ request }) => write(request, () => HttpResponse.json(monthAnswer(month)))),
    http.get('*/api/pay-schedule', () => HttpResponse.json(DEFAULT_PAY_SCHEDULE)),
    // No Future Goals: an expense's details offer no 'Pays goal' choice (PaysGoalSelect.component.test.tsx has some).
    http.get('*/api/future-plans', () => HttpResponse.json([])),
    http.put('*/api/goals/set-asides/:date', ({ request, params }) =>
      write(request, ({ paid }) => {
        const line = setAsides.find((section) => section.start === params.date);
        if (!line) return HttpResponse.json({ message: 'date: Not a payday' }, { status: 400 });
        setAsides = setAsides.map((section) =>
          section === line ? { ...section, setAsidePaid: paid === true } : section,
        );
        budget.futureGoalsBalance += paid === true ? (line.setAside ?? 0) : -(line.setAside ?? 0);
        const amount = paid === true ? (line.setAside ?? 0) : 0;
        return HttpResponse.json({
          date: line.start,
          paid,
          amount,
          futureGoalsBalance: budget.futureGoalsBalance,
        });
      }),
    ),
    http.get('*/api/goals/set-asides', async ({ request }) => {
      const url = new URL(request.url);
      sent.push({ method: 'GET', path: url.pathname, body: Object.fromEntries(url.searchParams) });
      if (heldReads) await heldReads;
      const balance = Number(url.searchParams.get('balance') ?? budget.futureGoalsBalance);
      const asIs = setAsides.map((line) => ({ date: line.start, amount: line.setAside ?? 0 }));
      return HttpResponse.json({ setAsides: replanned ? replanned(balance) : asIs });
    }),
    ...(['income', 'expense'] as const).flatMap((kind) => [patch(kind), create(kind), remove(kind)]),
    // The runway's Apply as the server keeps it: a bill's move or amount, or a skip, within this month (the
    // core's own rules are the API tests'); what it changed kept under its undoId for DELETE to put back.
    http.post('*/api/runway/apply', ({ request }) =>
      write(request, ({ changes, undoId, today }) => {
        applied.set(String(undoId), items);
        for (const change of changes as { id: number; date?: string; amount?: number; skip?: true }[]) {
          const found = items.find((item) => item.kind === 'expense' && item.id === change.id);
          if (!found) return HttpResponse.json({ message: 'changes.0.id: No such bill' }, { status: 404 });
          const day =
            change.date && `${change.date.slice(5, 7)}/${change.date.slice(8)}/${change.date.slice(0, 4)}`;
          const changed = { ...found, ...(change.amount === undefined ? {} : { amount: change.amount }) };
          items = change.skip
            ? items.filter((item) => item !== found)
            : items.map((item) =>
                item === found ? ({ ...changed, ...(day ? { dueDate: day } : {}) } as Item) : item,
              );
        }
        // Without `today` (the app never sends it), the server's own date, as the real one does.
        const from = typeof today === 'string' ? today : new Date().toISOString().slice(0, 10);
        const lowest = { date: from, amount: 0 };
        return HttpResponse.json({
          from,
          paychecks: [],
          lowest,
          firstShort: null,
          projectedMonths: [],
        });
      }),
    ),
    http.delete('*/api/runway/apply/:undoId', ({ request, params }) =>
      write(request, () => {
        const before = applied.get(String(params.undoId));
        if (!before) return HttpResponse.json({ message: 'Nothing to undo' }, { status: 404 });
        applied.delete(String(params.undoId));
        items = before;
        return new HttpResponse(null, { status: 204 });
      }),
    ),
  ];

  return {
    handlers,
    sent,
    writes: () => sent.filter((request) => request.method !== 'GET'),
    stored: (name) => items.find((item) => item.name === name),
    holdWrites: () => {
      const { promise, release } = holdOn();
      held = promise;
      return () => {
        held = null;
        release();
      };
    },
    holdSetAsides: () => {
      const { promise, release } = holdOn();
      heldReads = promise;
      return () => {
        heldReads = null;
        release();
      };
    },
    refuseNextWrite: (status) => {
      refusal = status;
    },
    setAsides: (sections) => {
      setAsides = sections;
    },
    futureGoalsBalance: (cents) => {
      budget.futureGoalsBalance = cents;
    },
    replannedSetAsides: (plan) => {
      replanned = plan;
    },
  };
}
