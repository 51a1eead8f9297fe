import type { z } from 'zod/mini';
import * as budgetRequests from '../budget-schemas.ts';
import * as goalRequests from '../goal-schemas.ts';
import * as account from './account.ts';
import * as accountRequests from './account-requests.ts';
import * as accountDeletion from './account-deletion.ts';
import * as billing from './billing.ts';
import * as budget from './budget.ts';
import { ENDPOINTS, type Endpoint } from './endpoints.ts';
import * as goals from './goals.ts';
import * as household from './household.ts';
import * as householdRequests from './household-requests.ts';
import * as noContent from './no-content.ts';
import * as openApi from './openapi-document.ts';
import * as ownData from './own-data.ts';
import * as paySchedule from './pay-schedule.ts';
import * as paySchedules from '../pay-schedule-schema.ts';
import * as publicForms from './public-forms.ts';
import * as reminders from './reminders.ts';
import * as runway from './runway.ts';

const EXPORTS = Object.entries({
  ...budgetRequests,
  ...goalRequests,
  ...account,
  ...accountRequests,
  ...accountDeletion,
  ...billing,
  ...budget,
  ...goals,
  ...household,
  ...householdRequests,
  ...noContent,
  ...openApi,
  ...ownData,
  ...paySchedule,
  ...paySchedules,
  ...publicForms,
  ...reminders,
  ...runway,
});

/** A schema's name: the export that holds it, so the table names what a reader can find in the core. */
function nameOf(schema: z.ZodMiniType): string {
  const found = EXPORTS.find(([, value]) => value === schema);
  if (!found) throw new Error('A schema of ENDPOINTS is not exported from the core');
  return `\`${found[0]}\``;
}

/** docs/api.md's "Wire contract" table, written from ENDPOINTS (the test of endpoints.ts keeps the page equal). */
export function endpointTable(): string {
  const rows = ENDPOINTS.map(({ method, path, params, query, body, response }: Endpoint) => {
    const request = [params, query, body].filter((schema) => schema !== undefined).map(nameOf);
    return `| ${method} | \`${path}\` | ${request.join(', ') || '—'} | ${nameOf(response)} |`;
  });
  return ['| Method | Path | Request schemas | Response schema |', '| --- | --- | --- | --- |', ...rows].join(
    '\n',
  );
}
