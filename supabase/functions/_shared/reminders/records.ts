// public.sent_reminders as a pass writes it, in three short transactions around the network (docs/reminders.md
// "One pass"): claim a reminder's keys, start what the claim holds, mark how each send ended. No transaction is
// open while a request is out.
import type { ReminderChannel } from '../core/reminder-settings.ts';
import type { SentKey } from '../core/reminders-due.ts';
import type { TxSql } from '../db.ts';
import type { DeviceSubscription } from '../reminder-store.ts';

/**
 * A claim still 'claimed' after this was left by a pass that stopped between claiming and starting (its start
 * follows its claim at once): a later pass takes it over, once. Sooner, it is a running pass's.
 */
const ABANDONED_AFTER = '1 minute';

/** One send a started claim holds: a device (push) or the person's address (email, `device` null). */
export interface StartedSend {
  deviceId: string | null;
  device: DeviceSubscription | null;
  /** The keys (`sentKeys` subjects) this send covers. */
  subjects: Set<string>;
}

/** How a send ended: accepted, or not (a request that went out is never sent again either way). */
export type SendEnd = 'sent' | 'failed';

/**
 * Claims under `claim` each key not yet recorded on `channel`, for push once per device the person has, and
 * takes over the keys' abandoned claims that were not taken over before. Commit before starting.
 */
export async function claimKeys(
  tx: TxSql,
  userId: string,
  channel: ReminderChannel,
  keys: readonly SentKey[],
  claim: string,
): Promise<void> {
  const subjects = keys.map((key) => key.subject);
  const dates = keys.map((key) => key.date);
  await tx`
    update public.sent_reminders r set claim = ${claim}, attempt = 2, claimed_at = now()
    from unnest(${subjects}::text[], ${dates}::text[]) as k(subject, due_date)
    where r.user_id = ${userId} and r.channel = ${channel}
      and r.subject = k.subject and r.due_date = k.due_date::date
      and r.state = 'claimed' and r.attempt = 1 and r.claimed_at < now() - ${ABANDONED_AFTER}::interval`;
  await tx`
    insert into public.sent_reminders (user_id, subject, due_date, channel, device_id, claim)
    select ${userId}, k.subject, k.due_date::date, ${channel}, d.id, ${claim}
    from unnest(${subjects}::text[], ${dates}::text[]) as k(subject, due_date)
    cross join (
      select id from public.push_subscriptions where user_id = ${userId} and ${channel}::text = 'push'
      union all select null::bigint where ${channel}::text = 'email'
    ) as d
    on conflict do nothing`;
}

/**
 * Moves what `claim` still holds to 'sending' and answers it by device. Only the claim's holder gets anything:
 * a pass that took the claim over changed it, and a claim started before is no longer 'claimed'.
 */
export async function startClaim(tx: TxSql, userId: string, claim: string): Promise<StartedSend[]> {
  const rows = await tx<
    { subject: string; device_id: string | null; endpoint: string | null; p256dh: string; auth: string }[]
  >`
    with started as (
      update public.sent_reminders set state = 'sending', sent_at = now()
      where user_id = ${userId} and claim = ${claim} and state = 'claimed'
      returning subject, device_id
    )
    select s.subject, s.device_id, d.endpoint, d.p256dh, d.auth
    from started s left join public.push_subscriptions d on d.id = s.device_id`;
  const sends = new Map<string | null, StartedSend>();
  for (const row of rows) {
    const deviceId = row.device_id === null ? null : String(row.device_id);
    let send = sends.get(deviceId);
    if (!send) {
      const device = row.endpoint
        ? { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }
        : null;
      send = { deviceId, device, subjects: new Set() };
      sends.set(deviceId, send);
    }
    send.subjects.add(row.subject);
  }
  return [...sends.values()];
}

/** Records how one started send of `claim` ended. */
export async function markSend(
  tx: TxSql,
  userId: string,
  claim: string,
  deviceId: string | null,
  end: SendEnd,
): Promise<void> {
  await tx`
    update public.sent_reminders set state = ${end}
    where user_id = ${userId} and claim = ${claim} and device_id is not distinct from ${deviceId}::bigint
      and state = 'sending'`;
}

/** A device its push service no longer knows (404, 410): removed, and its records with it. */
export async function removeDevice(tx: TxSql, userId: string, deviceId: string): Promise<void> {
  await tx`delete from public.push_subscriptions where user_id = ${userId} and id = ${deviceId}::bigint`;
}
