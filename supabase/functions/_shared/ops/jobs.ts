import type { JwtClaims } from '../auth.ts';
import type { BillingPort } from '../billing/port.ts';
import { readProfileBilling } from '../billing/profile-billing.ts';
import type { Db } from '../db.ts';
import { removeAccount } from '../own-data/delete-account.ts';
import { exportFileName, readDataFile } from '../own-data/export-data.ts';
import type { AuthPort } from '../supabase-auth.ts';

/** Jobs one run takes at most: a run must end well inside the function's time limit. */
export const JOBS_PER_RUN = 20;

export interface OpsJobDeps {
  db: Db;
  auth: Pick<AuthPort, 'sendPasswordReset' | 'resendConfirmation'>;
  billing: BillingPort;
  log: (line: string) => void;
}

interface Job {
  id: string;
  kind: 'export' | 'deletion' | 'confirmation_mail' | 'reset_mail' | 'extend_trial';
  person_id: string;
  person_email: string;
  trial_end: Date | null;
}

/** What one run did: jobs done and failed (ops.jobs holds each one's state and error). */
export interface OpsJobRun {
  done: number;
  failed: number;
}

/** The person's own claims: their export and deletion run as them, under RLS, as their own requests do. */
const claimsOf = (job: Job): JwtClaims => ({
  sub: job.person_id,
  role: 'authenticated',
  email: job.person_email,
});

/** Carries out one job; answers the export's location, or null. */
async function carryOut(deps: OpsJobDeps, job: Job, now: Date): Promise<string | null> {
  const claims = claimsOf(job);
  switch (job.kind) {
    case 'export': {
      const file = await deps.db.withUserTx(claims, (tx) => readDataFile(tx, job.person_id, now));
      await deps.db.withServerTx(
        (tx) => tx`insert into ops.export_files (job_id, file_name, content)
                   values (${job.id}, ${exportFileName(now, 'json')}, ${JSON.stringify(file, null, 2)})`,
      );
      return `select file_name, content from ops.export_files where job_id = ${job.id}`;
    }
    case 'deletion': {
      const profile = await deps.db.withUserTx(claims, (tx) => readProfileBilling(tx, job.person_id));
      await removeAccount(deps, claims, profile);
      return null;
    }
    case 'reset_mail':
      await deps.auth.sendPasswordReset(job.person_email, '');
      return null;
    case 'confirmation_mail':
      await deps.auth.resendConfirmation(job.person_email);
      return null;
    case 'extend_trial': {
      // The webhook's customer.subscription.updated brings the new end to the profile, as for any change.
      const profile = await deps.db.withUserTx(claims, (tx) => readProfileBilling(tx, job.person_id));
      const subscriptionId = profile?.stripe_subscription_id;
      const customerId = profile?.stripe_customer_id;
      if (!subscriptionId || !customerId || !job.trial_end)
        throw new Error('There is no subscription to extend');
      await deps.billing.setTrialEnd({ subscriptionId, customerId }, job.trial_end);
      return null;
    }
  }
}

/**
 * One run of the `ops-jobs` function: deletes the export files past their 7 days, takes the queued jobs (ops.claim_jobs), carries each out, and writes its
 * end (ops.finish_job). A failure is the job's, written in its row; the other jobs go on.
 */
export async function runOpsJobs(deps: OpsJobDeps, now: Date): Promise<OpsJobRun> {
  await deps.db.withServerTx((tx) => tx`select ops.delete_expired_exports()`);
  const jobs = await deps.db.withServerTx(
    (tx) =>
      tx<
        Job[]
      >`select id::text, kind, person_id, person_email, trial_end from ops.claim_jobs(${JOBS_PER_RUN})`,
  );
  const run: OpsJobRun = { done: 0, failed: 0 };
  for (const job of jobs) {
    let error: string | null = null;
    let location: string | null = null;
    try {
      location = await carryOut(deps, job, now);
      run.done += 1;
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
      deps.log(`ops job ${job.id} (${job.kind}) failed: ${error}`);
      run.failed += 1;
    }
    await deps.db.withServerTx((tx) => tx`select ops.finish_job(${job.id}, ${error}, ${location})`);
  }
  return run;
}
