// Every endpoint of the api function with the schemas of its request and its answer: the one list that
// docs/api.md's table is generated from and that a unit test holds against the routes the app serves.
import type { z } from 'zod/mini';
import {
  budgetIdParams,
  budgetMonthParams,
  copyBudgetBody,
  createBudgetBody,
  CREATE_ITEM_BODIES,
  itemIdParams,
  patchExpenseBody,
  patchIncomeBody,
} from '../budget-schemas.ts';
import {
  balanceBody,
  createGoalBody,
  goalIdParams,
  goalSettingsBody,
  setAsideTickBody,
  setAsideTickParams,
  updateGoalBody,
} from '../goal-schemas.ts';
import { apiUserSchema, authSessionSchema, messageSchema, signupSessionSchema } from './account.ts';
import {
  forgotPasswordBody,
  loginBody,
  refreshBody,
  resetPasswordBody,
  signupBody,
  userIdParams,
  userPatchBody,
} from './account-requests.ts';
import { deleteAccountBody } from './account-deletion.ts';
import {
  calendarFeedParams,
  calendarFeedSchema,
  calendarFeedStatusSchema,
  calendarFileSchema,
  csvImportQuery,
  csvImportResultSchema,
  dataFileSchema,
  exportAnswerSchema,
  exportQuery,
  importQuery,
  importResultSchema,
} from './own-data.ts';
import {
  cancelledSubscriptionSchema,
  completeSubscriptionBody,
  completedSubscriptionSchema,
  testCardBody,
  updatePaymentBody,
  reactivatedSubscriptionSchema,
  setupIntentSchema,
  testCardConfirmedSchema,
  updatedCardSchema,
} from './billing.ts';
import {
  budgetResponseSchema,
  incomeItemSchema,
  patchedExpenseSchema,
  patchedIncomeSchema,
} from './budget.ts';
import {
  futureGoalsBalanceSchema,
  goalListSchema,
  goalSchema,
  goalSettingsSchema,
  setAsideTickSchema,
} from './goals.ts';
import { acceptedSchema, householdSchema, invitationPreviewSchema, invitationSchema } from './household.ts';
import {
  acceptBody,
  invitationIdParams,
  inviteBody,
  memberIdParams,
  tokenParams,
} from './household-requests.ts';
import { noContentSchema } from './no-content.ts';
import { openApiDocumentSchema } from './openapi-document.ts';
import { payScheduleResponseSchema } from './pay-schedule.ts';
import { payScheduleSchema } from '../pay-schedule-schema.ts';
import {
  runwayApplyBody,
  runwayPlanQuery,
  runwayPlanSchema,
  runwayQuery,
  runwayResponseSchema,
  runwayUndoParams,
  runwayWhatIfBody,
  setAsidesQuery,
  setAsidesSchema,
} from './runway.ts';
import {
  pushDevicesSchema,
  pushEndpointBody,
  pushKeySchema,
  pushSubscriptionBody,
  reminderSettingsSchema,
  subscribedSchema,
  unsubscribePageSchema,
  unsubscribeParams,
} from './reminders.ts';
import {
  accessBody,
  accessGrantedSchema,
  captureEmailBody,
  contactBody,
  healthSchema,
  okSchema,
} from './public-forms.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The schemas of what a request carries besides its method and path. */
export interface EndpointRequest {
  /** The schema of the path parameters, where there are any. */
  params?: z.ZodMiniType;
  /** The schema of the query string, where it has parameters. */
  query?: z.ZodMiniType;
  /** The schema of the JSON body, where there is one. */
  body?: z.ZodMiniType;
}

export interface Endpoint extends EndpointRequest {
  method: Method;
  /** As Hono writes it, under /api. */
  path: string;
  response: z.ZodMiniType;
}

/** One endpoint, its method, path and schemas kept as literal types (the SPA's typed client reads them). */
const endpoint = <
  M extends Method,
  P extends string,
  R extends z.ZodMiniType,
  Q extends EndpointRequest = Record<never, never>,
>(
  method: M,
  path: P,
  response: R,
  request: Q = {} as Q,
) => ({ method, path, response, ...request });

/** POST /api/auth/{name}: each takes its body (logout none) and answers a session, a message or nothing. */
const authEndpoint = <
  N extends string,
  R extends z.ZodMiniType,
  B extends z.ZodMiniType | undefined = undefined,
>(
  name: N,
  response: R,
  body?: B,
) => endpoint('POST', `/api/auth/${name}`, response, { body: body as B });

/** POST, PATCH and DELETE of one kind of item, each kind with its own answer and PATCH body. */
const itemEndpoints = <
  K extends 'income' | 'expense',
  C extends z.ZodMiniType,
  P extends z.ZodMiniType,
  B extends z.ZodMiniType,
>(
  kind: K,
  created: C,
  patched: P,
  patch: B,
) =>
  [
    endpoint('POST', `/api/${kind}`, created, { body: CREATE_ITEM_BODIES[kind] }),
    endpoint('PATCH', `/api/${kind}/:id`, patched, { params: itemIdParams, body: patch }),
    endpoint('DELETE', `/api/${kind}/:id`, noContentSchema, { params: itemIdParams }),
  ] as const;

export const ENDPOINTS = [
  endpoint('GET', '/api/health', healthSchema),
  endpoint('GET', '/api/openapi.json', openApiDocumentSchema),
  endpoint('POST', '/api/access', accessGrantedSchema, { body: accessBody }),
  endpoint('POST', '/api/signup', signupSessionSchema, { body: signupBody }),
  authEndpoint('register', authSessionSchema, signupBody),
  authEndpoint('login', authSessionSchema, loginBody),
  authEndpoint('refresh', authSessionSchema, refreshBody),
  authEndpoint('logout', noContentSchema),
  authEndpoint('forgot-password', messageSchema, forgotPasswordBody),
  authEndpoint('reset-password', authSessionSchema, resetPasswordBody),
  endpoint('GET', '/api/user', apiUserSchema),
  endpoint('PATCH', '/api/user/:id', apiUserSchema, { params: userIdParams, body: userPatchBody }),
  endpoint('DELETE', '/api/user', noContentSchema, { body: deleteAccountBody }),
  endpoint('POST', '/api/create-subscription-auth', setupIntentSchema),
  endpoint('POST', '/api/complete-subscription', completedSubscriptionSchema, {
    body: completeSubscriptionBody,
  }),
  endpoint('POST', '/api/update-payment-complete', updatedCardSchema, { body: updatePaymentBody }),
  endpoint('POST', '/api/cancel-subscription', cancelledSubscriptionSchema),
  endpoint('POST', '/api/reactivate-subscription', reactivatedSubscriptionSchema),
  endpoint('POST', '/api/billing/test-card/confirm', testCardConfirmedSchema, { body: testCardBody }),
  endpoint('GET', '/api/pay-schedule', payScheduleResponseSchema),
  endpoint('PUT', '/api/pay-schedule', payScheduleResponseSchema, { body: payScheduleSchema }),
  endpoint('GET', '/api/budget/:userId/:month/:year', budgetResponseSchema, { params: budgetMonthParams }),
  endpoint('POST', '/api/budget', budgetResponseSchema, { body: createBudgetBody }),
  endpoint('POST', '/api/budget/:budgetId/copy-to-next-month', budgetResponseSchema, {
    params: budgetIdParams,
    body: copyBudgetBody,
  }),
  endpoint('DELETE', '/api/budget/:budgetId/copy', budgetResponseSchema, { params: budgetIdParams }),
  endpoint('GET', '/api/runway', runwayResponseSchema, { query: runwayQuery }),
  endpoint('GET', '/api/runway/plan', runwayPlanSchema, { query: runwayPlanQuery }),
  endpoint('POST', '/api/runway/what-if', runwayResponseSchema, { body: runwayWhatIfBody }),
  endpoint('POST', '/api/runway/apply', runwayResponseSchema, { body: runwayApplyBody }),
  endpoint('DELETE', '/api/runway/apply/:undoId', noContentSchema, { params: runwayUndoParams }),
  ...itemEndpoints('income', incomeItemSchema, patchedIncomeSchema, patchIncomeBody),
  ...itemEndpoints('expense', patchedExpenseSchema, patchedExpenseSchema, patchExpenseBody),
  endpoint('GET', '/api/future-plans', goalListSchema),
  endpoint('POST', '/api/future-plans', goalSchema, { body: createGoalBody }),
  endpoint('PATCH', '/api/future-plans/:id', goalSchema, { params: goalIdParams, body: updateGoalBody }),
  endpoint('DELETE', '/api/future-plans/:id', noContentSchema, { params: goalIdParams }),
  endpoint('POST', '/api/future-goals/balance', futureGoalsBalanceSchema, { body: balanceBody }),
  endpoint('GET', '/api/goals/settings', goalSettingsSchema),
  endpoint('PUT', '/api/goals/settings', goalSettingsSchema, { body: goalSettingsBody }),
  endpoint('GET', '/api/goals/set-asides', setAsidesSchema, { query: setAsidesQuery }),
  endpoint('PUT', '/api/goals/set-asides/:date', setAsideTickSchema, {
    params: setAsideTickParams,
    body: setAsideTickBody,
  }),
  endpoint('GET', '/api/household', householdSchema),
  endpoint('POST', '/api/household/invite', invitationSchema, { body: inviteBody }),
  endpoint('GET', '/api/household/invitation/:token', invitationPreviewSchema, { params: tokenParams }),
  endpoint('POST', '/api/household/accept', acceptedSchema, { body: acceptBody }),
  endpoint('DELETE', '/api/household/invite/:id', noContentSchema, { params: invitationIdParams }),
  endpoint('DELETE', '/api/household/members/:userId', noContentSchema, { params: memberIdParams }),
  endpoint('POST', '/api/household/leave', noContentSchema),
  endpoint('GET', '/api/export', exportAnswerSchema, { query: exportQuery }),
  endpoint('POST', '/api/import', importResultSchema, { query: importQuery, body: dataFileSchema }),
  // The body is text/csv, read by Papa Parse rather than a JSON schema.
  endpoint('POST', '/api/import/csv', csvImportResultSchema, { query: csvImportQuery }),
  endpoint('GET', '/api/calendar-feed', calendarFeedStatusSchema),
  endpoint('POST', '/api/calendar-feed', calendarFeedSchema),
  endpoint('DELETE', '/api/calendar-feed', noContentSchema),
  endpoint('GET', '/api/calendar-feed/:file', calendarFileSchema, { params: calendarFeedParams }),
  endpoint('GET', '/api/reminders', reminderSettingsSchema),
  endpoint('PUT', '/api/reminders', reminderSettingsSchema, { body: reminderSettingsSchema }),
  endpoint('GET', '/api/push-subscriptions/key', pushKeySchema),
  endpoint('GET', '/api/push-subscriptions', pushDevicesSchema),
  endpoint('POST', '/api/push-subscriptions', subscribedSchema, { body: pushSubscriptionBody }),
  endpoint('DELETE', '/api/push-subscriptions', noContentSchema, { body: pushEndpointBody }),
  endpoint('GET', '/api/reminders/unsubscribe/:token', unsubscribePageSchema, { params: unsubscribeParams }),
  endpoint('POST', '/api/reminders/unsubscribe/:token', unsubscribePageSchema, { params: unsubscribeParams }),
  endpoint('POST', '/api/contact', okSchema, { body: contactBody }),
  endpoint('POST', '/api/capture-email', okSchema, { body: captureEmailBody }),
] as const satisfies readonly Endpoint[];

export type Endpoints = typeof ENDPOINTS;
