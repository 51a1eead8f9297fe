import { createECDH, randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { LOCAL_SERVICE_ROLE_KEY } from '../supabase/local/config.ts';
import { startPushReceiver } from './lib/push-receiver.ts';

export const REMINDER_BENCH_PEOPLE = Number(process.env.BENCH_REMINDER_PEOPLE ?? 10_000);
/** A push service's round trip, as the receiver answers. */
const PUSH_ANSWER_MS = 50;
/** The pass's instant: noon UTC, so every zone below is on Mar 10 or 11 and each bill falls in March. */
const NOW = '2027-03-10T12:00:00Z';
/** Half the people in one zone, the other half spread over these. */
const ZONES = [
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
  'America/Sao_Paulo',
  'Europe/London',
  'Europe/Berlin',
  'Europe/Kyiv',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Australia/Adelaide',
  'Australia/Sydney',
  'Pacific/Auckland',
  'Pacific/Kiritimati',
  'Pacific/Honolulu',
];

/**
 * One reminders pass for REMINDER_BENCH_PEOPLE people (BENCH_REMINDER_PEOPLE) with bill reminders on, push (one
 * device each) and email, half in UTC and half across ZONES, each with one bill due the day after their local
 * date at NOW (remind at 00:00, a day before), seeded straight into the database. The push services are a local
 * receiver answering after PUSH_ANSWER_MS; the mail goes to the stack's mailbox. The pass is called as the local
 * stack's schedule calls it.
 */
export async function benchRemindersPass(options: {
  gatewayUrl: string;
  databaseUrl: string;
}): Promise<string[]> {
  const receiver = await startPushReceiver(PUSH_ANSWER_MS);
  const sql = postgres(options.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const seedStarted = performance.now();
    await seed(sql, receiver.endpointBase);
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    const began = performance.now();
    const response = await fetch(`${options.gatewayUrl}/functions/v1/reminders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ now: NOW }),
      signal: AbortSignal.timeout(30 * 60_000),
    });
    const text = await response.text();
    const seconds = (performance.now() - began) / 1000;
    if (!response.ok) throw new Error(`the reminders pass answered ${response.status}: ${text}`);
    const result = JSON.parse(text) as { sent: { push: number; email: number }; skipped: number };
    const [states] = await sql<{ sent: number; other: number }[]>`
      select count(*) filter (where state = 'sent')::int as sent, count(*) filter (where state <> 'sent')::int as other
      from public.sent_reminders`;
    return [
      `people ${REMINDER_BENCH_PEOPLE} (${REMINDER_BENCH_PEOPLE - Math.floor(REMINDER_BENCH_PEOPLE / 2)} in UTC, ${Math.floor(REMINDER_BENCH_PEOPLE / 2)} across ${ZONES.length} zones), seeded in ${seedSeconds.toFixed(1)} s`,
      `sent: push ${result.sent.push}, email ${result.sent.email}, skipped ${result.skipped}; records sent ${states?.sent}, other ${states?.other}`,
      `pushes arrived at the receiver ${receiver.arrived()} (each answered after ${PUSH_ANSWER_MS} ms)`,
      `pass wall time ${seconds.toFixed(1)} s (target ≤ 300 s): ${(result.sent.push / seconds).toFixed(1)} pushes/s, ${((result.sent.push + result.sent.email) / seconds).toFixed(1)} messages/s`,
      `most push requests in flight at the receiver ${receiver.mostInFlight()} (target ≤ 50)`,
    ];
  } finally {
    await sql.end();
    await receiver.stop();
  }
}

/**
 * The people, their settings, device and one bill each, in a handful of statements. Every device shares one
 * subscriber key pair (the receiver decrypts nothing); each has an endpoint of its own.
 */
async function seed(sql: postgres.Sql, endpointBase: string): Promise<void> {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const p256dh = ecdh.getPublicKey().toString('base64url');
  const auth = randomBytes(16).toString('base64url');
  await sql.begin(async (tx) => {
    await tx`
      create temporary table bench_people on commit drop as
      select gen_random_uuid() as id, n,
        case when n <= ${REMINDER_BENCH_PEOPLE - Math.floor(REMINDER_BENCH_PEOPLE / 2)} then 'UTC'
          else (${ZONES}::text[])[1 + n % ${ZONES.length}] end as zone
      from generate_series(1, ${REMINDER_BENCH_PEOPLE}) as n`;
    await tx`
      insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
        raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
      select '00000000-0000-0000-0000-000000000000', id, 'authenticated', 'authenticated',
        'reminder-' || n || '@bench.halfwise.app', '', now(), '{}', '{}', now(), now()
      from bench_people`;
    await tx`
      insert into public.reminder_settings (user_id, bills_enabled, days_before, remind_at, push, email, time_zone)
      select id, true, 1, '00:00', true, true, zone from bench_people`;
    await tx`
      insert into public.push_subscriptions (user_id, endpoint, p256dh, auth)
      select id, ${endpointBase} || n, ${p256dh}, ${auth} from bench_people`;
    await tx`
      create temporary table bench_due on commit drop as
      select id, (${NOW}::timestamptz at time zone zone)::date + 1 as due from bench_people`;
    await tx`
      insert into public.budgets (user_id, month, year)
      select id, to_char(due, 'YYYY-MM'), extract(year from due)::int from bench_due`;
    await tx`
      insert into public.expense_items (budget_id, user_id, name, amount, due_date)
      select b.id, d.id, 'Rent', 120000, to_char(d.due, 'MM/DD/YYYY')
      from bench_due d join public.budgets b on b.user_id = d.id`;
  });
}
