// Checked by `npm run typecheck`, never run: the typed client refuses what the api function does not serve.
// Each @ts-expect-error line must be an error, or tsc fails ("Unused '@ts-expect-error' directive").
import { apiUserSchema } from '@halfwise/core/contract/account.ts';
import { baseBudgetResponseSchema } from '@halfwise/core/contract/budget.ts';
import { goalSchema } from '@halfwise/core/contract/goals.ts';
import { answerOf } from './api.ts';
import { api } from './api-client.ts';

export async function wrongCalls() {
  // A path the server does not serve.
  // @ts-expect-error -- there is no /api/budgets
  await api.budgets.$get();

  // A method the path does not take.
  // @ts-expect-error -- /api/user/:id takes PATCH, not PUT
  await api.user[':id'].$put({ param: { id: 'u' }, json: { cushion: 1 } });

  // A body field the endpoint does not know, and one of the wrong type.
  const item = { budgetId: 1, name: 'Rent', amount: 1, dueDate: '', priority: 1, category: '' };
  // @ts-expect-error -- createItemBody has no `title`
  await api.expense.$post({ json: { ...item, title: 'Monthly' } });
  // @ts-expect-error -- a balance is a number of dollars
  await api['future-goals'].balance.$post({ json: { balance: '12' } });

  // A missing path parameter.
  // @ts-expect-error -- the budget read needs its year
  await api.budget[':userId'][':month'][':year'].$get({ param: { userId: 'u', month: '2027-03' } });

  // An answer field the endpoint does not answer.
  const user = await answerOf(api.user.$get(), apiUserSchema);
  // @ts-expect-error -- the user has no `balance`
  void user.balance;

  // A schema that does not read what the endpoint answers.
  // @ts-expect-error -- GET /api/user does not answer a goal
  await answerOf(api.user.$get(), goalSchema);

  // What is right passes.
  const param = { userId: 'u', month: '2027-03', year: '2027' };
  const month = await answerOf(
    api.budget[':userId'][':month'][':year'].$get({ param }),
    baseBudgetResponseSchema,
  );
  void month.incomeItems;
}
