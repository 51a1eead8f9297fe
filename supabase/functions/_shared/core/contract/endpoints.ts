// Every endpoint of the api function with the schemas of its request and its answer: the one list that
// docs/api.md's table is generated from and that a unit test holds against the routes the app serves.
import type { z } from 'zod';
import {
  budgetIdParams,
  budgetMonthParams,
  copyBudgetBody,
  createBudgetBody,
  createItemBody,
  itemIdParams,
  patchExpenseBody,
  patchIncomeBody,
} from '../budget-schemas.ts';
import { balanceBody, createGoalBody, goalIdParams, updateGoalBody } from '../goal-schemas.ts';
import { apiUserSchema, authSessionSchema, messageSchema, signupSessionSchema } from './account.ts';
import {
  cancelledSubscriptionSchema,
  completedSubscriptionSchema,
  reactivatedSubscriptionSchema,
  setupIntentSchema,
  testCardConfirmedSchema,
  updatedCardSchema,
} from './billing.ts';
import {
  budgetResponseSchema,
  expenseItemSchema,
  incomeItemSchema,
  patchedExpenseSchema,
  patchedIncomeSchema,
} from './budget.ts';
import { futureGoalsBalanceSchema, goalListSchema, goalSchema } from './goals.ts';
import { noContentSchema } from './no-content.ts';
import { payScheduleResponseSchema } from './pay-schedule.ts';
import { payScheduleSchema } from '../pay-schedule-schema.ts';
import { accessGrantedSchema, healthSchema, okSchema } from './public-forms.ts';

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As Hono writes it, under /api. */
  path: string;
  /** The schema of the path parameters, where the core holds it. */
  params?: z.ZodType;
  /** The schema of the JSON body, where the core holds it (the others are the route's own, see docs/api.md). */
  body?: z.ZodType;
  response: z.ZodType;
  /** Its name in docs/api.md's table. */
  responseName: string;
}

const endpoint = (
  method: Endpoint['method'],
  path: string,
  response: z.ZodType,
  responseName: string,
  request: Pick<Endpoint, 'params' | 'body'> = {},
): Endpoint => ({ method, path, response, responseName, ...request });

const itemEndpoints = (kind: 'income' | 'expense') => [
  endpoint(
    'POST',
    `/api/${kind}`,
    kind === 'income' ? incomeItemSchema : expenseItemSchema,
    `${kind}ItemSchema`,
    {
      body: createItemBody,
    },
  ),
  endpoint(
    'PATCH',
    `/api/${kind}/:id`,
    kind === 'income' ? patchedIncomeSchema : patchedExpenseSchema,
    kind === 'income' ? 'patchedIncomeSchema' : 'patchedExpenseSchema',
    { params: itemIdParams, body: kind === 'income' ? patchIncomeBody : patchExpenseBody },
  ),
  endpoint('DELETE', `/api/${kind}/:id`, noContentSchema, 'noContentSchema', { params: itemIdParams }),
];

export const ENDPOINTS: readonly Endpoint[] = [
  endpoint('GET', '/api/health', healthSchema, 'healthSchema'),
  endpoint('POST', '/api/access', accessGrantedSchema, 'accessGrantedSchema'),
  endpoint('POST', '/api/signup', signupSessionSchema, 'signupSessionSchema'),
  endpoint('POST', '/api/auth/register', authSessionSchema, 'authSessionSchema'),
  endpoint('POST', '/api/auth/login', authSessionSchema, 'authSessionSchema'),
  endpoint('POST', '/api/auth/refresh', authSessionSchema, 'authSessionSchema'),
  endpoint('POST', '/api/auth/logout', noContentSchema, 'noContentSchema'),
  endpoint('POST', '/api/auth/forgot-password', messageSchema, 'messageSchema'),
  endpoint('POST', '/api/auth/reset-password', authSessionSchema, 'authSessionSchema'),
  endpoint('GET', '/api/user', apiUserSchema, 'apiUserSchema'),
  endpoint('PATCH', '/api/user/:id', apiUserSchema, 'apiUserSchema'),
  endpoint('POST', '/api/create-subscription-auth', setupIntentSchema, 'setupIntentSchema'),
  endpoint('POST', '/api/complete-subscription', completedSubscriptionSchema, 'completedSubscriptionSchema'),
  endpoint('POST', '/api/update-payment-complete', updatedCardSchema, 'updatedCardSchema'),
  endpoint('POST', '/api/cancel-subscription', cancelledSubscriptionSchema, 'cancelledSubscriptionSchema'),
  endpoint(
    'POST',
    '/api/reactivate-subscription',
    reactivatedSubscriptionSchema,
    'reactivatedSubscriptionSchema',
  ),
  endpoint('POST', '/api/billing/test-card/confirm', testCardConfirmedSchema, 'testCardConfirmedSchema'),
  endpoint('GET', '/api/pay-schedule', payScheduleResponseSchema, 'payScheduleResponseSchema'),
  endpoint('PUT', '/api/pay-schedule', payScheduleResponseSchema, 'payScheduleResponseSchema', {
    body: payScheduleSchema,
  }),
  endpoint('GET', '/api/budget/:userId/:month/:year', budgetResponseSchema, 'budgetResponseSchema', {
    params: budgetMonthParams,
  }),
  endpoint('POST', '/api/budget', budgetResponseSchema, 'budgetResponseSchema', { body: createBudgetBody }),
  endpoint('POST', '/api/budget/:budgetId/copy-to-next-month', budgetResponseSchema, 'budgetResponseSchema', {
    params: budgetIdParams,
    body: copyBudgetBody,
  }),
  ...itemEndpoints('income'),
  ...itemEndpoints('expense'),
  endpoint('GET', '/api/future-plans', goalListSchema, 'goalListSchema'),
  endpoint('POST', '/api/future-plans', goalSchema, 'goalSchema', { body: createGoalBody }),
  endpoint('PATCH', '/api/future-plans/:id', goalSchema, 'goalSchema', {
    params: goalIdParams,
    body: updateGoalBody,
  }),
  endpoint('DELETE', '/api/future-plans/:id', noContentSchema, 'noContentSchema', { params: goalIdParams }),
  endpoint('POST', '/api/future-goals/balance', futureGoalsBalanceSchema, 'futureGoalsBalanceSchema', {
    body: balanceBody,
  }),
  endpoint('POST', '/api/contact', okSchema, 'okSchema'),
  endpoint('POST', '/api/capture-email', okSchema, 'okSchema'),
];
