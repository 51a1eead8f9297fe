// Operators' jobs (docs/operators.md "Jobs"): an export and a deletion requested in SQL, as Studio does, are
// carried out by one run of the ops-jobs function.
import { describe, expect, it } from 'vitest';
import { SERVICE_KEY_REQUIRED } from '../../supabase/functions/_shared/service-key.ts';
import { SERVICE_ROLE_KEY } from '../support/stack-env.ts';
import { eventually, newBillingUser, subscribe } from './billing-support.ts';
import { mailsTo } from '../support/mailbox.ts';
import { apiClient, GATEWAY_URL, uniqueEmail, useDatabase, waitForMail } from './support.ts';

const api = apiClient();
const sql = useDatabase();

async function run(key = SERVICE_ROLE_KEY) {
  const response = await fetch(`${GATEWAY_URL}/functions/v1/ops-jobs`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: '{}',
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

interface JobRow {
  state: string;
  error: string | null;
  export_location: string | null;
}

async function jobRow(id: string): Promise<JobRow> {
  const [row] = await sql<JobRow[]>`select state, error, export_location from ops.jobs where id = ${id}`;
  if (!row) throw new Error(`no job ${id}`);
  return row;
}

/** What an operator runs in Studio's SQL editor; answers the job's id. */
async function request(fn: 'request_export' | 'request_deletion', email: string, reason: string) {
  const [row] = await sql.unsafe<{ id: string }[]>(`select ops.${fn}($1, $2)::text as id`, [email, reason]);
  return String(row?.id);
}

const subscriptionsDeleted = async () => {
  const [row] = await sql<{ count: string }[]>`
    select count(*) from public.stripe_events where type = 'customer.subscription.deleted'`;
  return Number(row?.count);
};

describe('POST /functions/v1/ops-jobs', () => {
  it('refuses a caller without the service-role key', async () => {
    for (const key of ['', 'local-anon-key', `${SERVICE_ROLE_KEY}x`]) {
      expect(await run(key)).toEqual({ status: 401, body: { message: SERVICE_KEY_REQUIRED } });
    }
  });

  it('carries out a requested export and a requested deletion in one run', async () => {
    const exporting = await newBillingUser();
    const [{ email: exportEmail } = { email: '' }] = await sql<{ email: string }[]>`
      select email from auth.users where id = ${exporting.userId}`;
    const budget = await api.post<{ budget: { id: number } }>('/api/budget', {
      token: exporting.token,
      body: { userId: exporting.userId, month: '2026-11', year: 2026 },
    });
    await api.post('/api/expense', {
      token: exporting.token,
      body: { budgetId: budget.body.budget.id, name: 'Rent', amount: 120000, dueDate: '1' },
    });

    const leaving = await newBillingUser();
    expect((await subscribe(leaving)).status).toBe(200);
    const [{ email: leavingEmail } = { email: '' }] = await sql<{ email: string }[]>`
      select email from auth.users where id = ${leaving.userId}`;
    const deletedBefore = await subscriptionsDeleted();

    const exportJob = await request('request_export', exportEmail, 'ticket 41: asked for their data');
    const deletionJob = await request('request_deletion', leavingEmail, 'ticket 42: asked to be deleted');
    expect((await jobRow(exportJob)).state).toBe('queued');
    expect((await jobRow(deletionJob)).state).toBe('queued');

    const answer = await run();
    expect(answer.status).toBe(200);
    expect(answer.body.failed).toBe(0);

    // The export: done, its location in the row, the file the person would download themselves.
    const exported = await jobRow(exportJob);
    expect(exported).toEqual({
      state: 'done',
      error: null,
      export_location: `select file_name, content from ops.export_files where job_id = ${exportJob}`,
    });
    const [file] = await sql.unsafe<{ file_name: string; content: string }[]>(exported.export_location ?? '');
    const own = await api.get<Record<string, unknown>>('/api/export?format=json', { token: exporting.token });
    const withoutTime = ({ exportedAt: _, ...rest }: Record<string, unknown>) => rest;
    expect(file?.file_name).toMatch(/^halfwise-\d{4}-\d{2}-\d{2}\.json$/);
    expect(withoutTime(JSON.parse(file?.content ?? '{}') as Record<string, unknown>)).toEqual(
      withoutTime(own.body),
    );

    // The deletion: done, the person gone, their subscription cancelled with the provider.
    expect(await jobRow(deletionJob)).toEqual({ state: 'done', error: null, export_location: null });
    const [left] = await sql<{ count: string }[]>`
      select (select count(*) from auth.users where id = ${leaving.userId})
           + (select count(*) from public.profiles where id = ${leaving.userId}) as count`;
    expect(Number(left?.count)).toBe(0);
    expect((await leaving.api.get('/api/user', { token: leaving.token })).status).toBe(401);
    await eventually(subscriptionsDeleted, (count) => count > deletedBefore);

    // Both requests are in the audit log, the deleted person's included.
    const audit = await sql<{ action: string; reason: string }[]>`
      select action, reason from ops.audit_log where person_id in (${exporting.userId}, ${leaving.userId})
      order by id`;
    expect(audit).toEqual([
      { action: 'request_export', reason: 'ticket 41: asked for their data' },
      { action: 'request_deletion', reason: 'ticket 42: asked to be deleted' },
    ]);
  });

  it('sends a requested password-reset mail through Supabase Auth', async () => {
    const email = uniqueEmail();
    await api.register(email);
    const [job] = await sql<{ id: string }[]>`
      select ops.resend_mail(${email}, 'reset', 'ticket 43: the mail never came')::text as id`;
    expect(await mailsTo(email)).toEqual([]);

    expect((await run()).status).toBe(200);
    expect(await jobRow(String(job?.id))).toEqual({ state: 'done', error: null, export_location: null });
    expect((await waitForMail(email)).subject).toBe('Reset your Halfwise password');
  });

  it('extends a Stripe trial on the subscription, and the webhook brings the new end to the profile', async () => {
    const user = await newBillingUser();
    expect((await subscribe(user)).status).toBe(200);
    const trialEnd = async () => {
      const [row] = await sql<{ status: string; end: Date }[]>`
        select subscription_status as status, trial_end_date as end from public.profiles where id = ${user.userId}`;
      return row;
    };
    // The subscription's own events have arrived: the profile is trialing.
    await eventually(trialEnd, (row) => row?.status === 'trialing');
    const [extended] = await sql<{ to: Date }[]>`
      select ops.extend_trial(email, 10, 'ticket 44: travelling') as to from auth.users where id = ${user.userId}`;
    const [job] = await sql<{ id: string; trial_end: Date }[]>`
      select id::text, trial_end from ops.jobs where person_id = ${user.userId} and kind = 'extend_trial'`;
    expect(job?.trial_end).toEqual(extended?.to);

    expect((await run()).status).toBe(200);
    expect(await jobRow(String(job?.id))).toEqual({ state: 'done', error: null, export_location: null });
    // Stripe keeps whole seconds.
    const wholeSeconds = Math.floor((extended?.to.getTime() ?? 0) / 1000) * 1000;
    const row = await eventually(trialEnd, (read) => read?.end.getTime() === wholeSeconds);
    expect(row?.status).toBe('trialing');
  });
});
