import { budgetResponseSchema } from '@halfwise/core/contract/budget.ts';
import { budgetSections } from '@halfwise/core/budget-sections.ts';
import { addMonths } from '@halfwise/core/calendar.ts';
import { coverageVerdict } from '@halfwise/core/verdict.ts';
import { budgets, schedules, sectionItems } from '@halfwise/core/test-budgets.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { budgetBodyOf } from './budget-body.ts';

const withIds = <T extends { id: number }>(items: T[], from: number) =>
  items.map((item, index) => ({ ...item, id: from + index }));

describe('budgetBodyOf', () => {
  it("keeps the statement's body and adds the core's sections (low point and unpaid too) and verdict", () => {
    fc.assert(
      fc.property(
        budgets,
        fc.option(schedules, { nil: null }),
        fc.option(sectionItems('2000-01'), { nil: null }),
        ({ month, items, carryForward }, schedule, next) => {
          const income = items.filter((item) => item.kind === 'income');
          const expenses = items.filter((item) => item.kind === 'expense');
          const body = {
            budget: { id: 1, userId: 'u', month, year: 2000, carryForward, futureGoalsBalance: 0 },
            incomeItems: income.map(({ id, amount, dueDate, isPaid = false, name = 'i' }) => ({
              ...{
                id,
                budgetId: 1,
                name: name ?? 'i',
                amount,
                date: dueDate,
                priority: 3,
                category: 'other',
                isPaid,
              },
              sortOrder: id,
            })),
            expenseItems: expenses.map(({ id, amount, dueDate, isPaid = false }) => ({
              ...{ id, budgetId: 1, name: 'e', amount, dueDate, priority: 3, category: 'other', isPaid },
              sortOrder: id,
            })),
          };
          const nextItems = next && withIds(next, 1);
          const row = {
            body: JSON.stringify(body),
            items: JSON.stringify({
              c: carryForward,
              i: body.incomeItems.map((i) => [i.id, i.amount, i.date, i.isPaid, i.name]),
              e: body.expenseItems.map((e) => [e.id, e.amount, e.dueDate, e.isPaid]),
            }),
            schedule: schedule && JSON.stringify(schedule),
            // The goals' switch off: nothing set aside.
            goals: null,
            next:
              nextItems &&
              JSON.stringify({
                i: nextItems
                  .filter((i) => i.kind === 'income')
                  .map((i) => [i.id, i.amount, i.dueDate, i.isPaid, i.name]),
                e: nextItems.filter((i) => i.kind === 'expense').map((i) => [i.id, i.amount, i.dueDate]),
              }),
          };
          const answer = budgetResponseSchema.parse(JSON.parse(budgetBodyOf([row], month)));
          const used = schedule ?? { kind: 'semimonthly' as const, days: [1, 15] as const };
          const sections = budgetSections(used, month, items, carryForward);
          expect({ ...answer, sections: undefined, coverage: undefined }).toEqual({
            ...body,
            sections: undefined,
            coverage: undefined,
          });
          const wireFields = (s: (typeof answer.sections)[number]) => [
            s.start,
            s.end,
            s.endBalance,
            s.lowest,
            s.unpaid,
          ];
          expect(answer.sections.map(wireFields)).toEqual(sections.map(wireFields));
          for (const section of answer.sections)
            expect(section.setAside).toBe(section.payday ? 0 : undefined);
          expect(answer.sections.flatMap((s) => [...s.incomeIds, ...s.expenseIds]).sort()).toEqual(
            items.map((item) => item.id).sort(),
          );
          const monthEnd = sections.at(-1)?.endBalance ?? carryForward;
          expect(answer.coverage).toEqual(coverageVerdict(monthEnd, nextItems, used, addMonths(month, 1)));
        },
      ),
    );
  });
});
