// One pass of the reminders function: for everyone whose reminder time has come, send what is due on each of
// their channels and record it. The record (unique per person, bill or payday, date and channel) is written in
// the transaction that sends: a pass that overlaps waits on it and then finds the key taken; a pass that dies
// before committing leaves no record, so the next one sends.
import { reminderChannels, type ReminderChannel } from '../core/reminder-settings.ts';
import { reminderMessage, type ReminderMessage } from '../core/reminder-text.ts';
import { reminderMonthsAt, remindersDueAt, sentKeys, type DueReminder } from '../core/reminders-due.ts';
import type { Db, TxSql } from '../db.ts';
import type { Mailer } from '../mailer.ts';
import { reminderMail, unsubscribeUrl } from '../reminder-mail.ts';
import { budgetOf, devicesOf, recipients, unsubscribeTokenOf, type Recipient } from './pass-data.ts';
import type { PushSender } from './push-sender.ts';

export interface PassResult {
  sent: { push: number; email: number };
  skipped: number;
}

export interface PassDeps {
  db: Pick<Db, 'withServerTx'>;
  /** Absent when no VAPID keys are set: push reminders are then skipped. */
  sendPush?: PushSender;
  mailer: Mailer;
  appOrigin: string;
  log: (line: string) => void;
}

/** Nothing was delivered: roll the record back so the next pass tries again. */
class NotDelivered extends Error {}

export async function runReminderPass(deps: PassDeps, now: Date): Promise<PassResult> {
  const result: PassResult = { sent: { push: 0, email: 0 }, skipped: 0 };
  for (const person of await deps.db.withServerTx(recipients)) {
    try {
      const due = await remindersFor(deps, person, now);
      for (const reminder of due) {
        for (const channel of reminderChannels(person.settings)) {
          const delivered = await sendOnce(deps, person, reminder, channel);
          if (delivered === 0) result.skipped += 1;
          else result.sent[channel] += delivered;
        }
      }
    } catch (error) {
      deps.log(
        `reminders: ${person.userId} skipped: ${error instanceof Error ? error.message : String(error)}`,
      );
      result.skipped += 1;
    }
  }
  return result;
}

async function remindersFor(deps: PassDeps, person: Recipient, now: Date): Promise<DueReminder[]> {
  const budget = await deps.db.withServerTx((tx) =>
    budgetOf(tx, person.owner, reminderMonthsAt(person.settings, now)),
  );
  return remindersDueAt(person.settings, budget.schedule, now, budget.months);
}

/**
 * Records the reminder's keys that are not taken yet and sends what they cover, in one transaction; the number
 * of messages delivered (0 when everything was sent before, or nothing could be delivered).
 */
async function sendOnce(
  deps: PassDeps,
  person: Recipient,
  reminder: DueReminder,
  channel: ReminderChannel,
): Promise<number> {
  const gone: string[] = [];
  try {
    return await deps.db.withServerTx(async (tx) => {
      const fresh = await recordFresh(tx, person.userId, reminder, channel);
      if (fresh === null) return 0;
      const message = reminderMessage(fresh);
      const delivered =
        channel === 'push'
          ? await pushToDevices(deps, tx, person.userId, message, gone)
          : await emailTo(deps, tx, person, message);
      if (delivered === 0) throw new NotDelivered();
      return delivered;
    });
  } catch (error) {
    if (error instanceof NotDelivered) return 0;
    throw error;
  } finally {
    if (gone.length) {
      await deps.db.withServerTx(
        (tx) =>
          tx`delete from public.push_subscriptions where user_id = ${person.userId} and endpoint = any(${gone})`,
      );
    }
  }
}

/** Takes the reminder's keys for this channel; the reminder narrowed to what was not sent before, or null. */
async function recordFresh(
  tx: TxSql,
  userId: string,
  reminder: DueReminder,
  channel: ReminderChannel,
): Promise<DueReminder | null> {
  const keys = sentKeys(reminder);
  const taken = await tx<{ subject: string }[]>`
    insert into public.sent_reminders (user_id, subject, due_date, channel)
    select ${userId}, k.subject, k.due_date::date, ${channel}
    from unnest(${keys.map((key) => key.subject)}::text[], ${keys.map((key) => key.date)}::text[]) as k(subject, due_date)
    on conflict do nothing
    returning subject`;
  if (taken.length === 0) return null;
  if (reminder.kind === 'payday') return reminder;
  const fresh = new Set(taken.map((row) => row.subject));
  return { ...reminder, bills: reminder.bills.filter((bill) => fresh.has(`expense:${bill.id}`)) };
}

async function pushToDevices(
  deps: PassDeps,
  tx: TxSql,
  userId: string,
  message: ReminderMessage,
  gone: string[],
): Promise<number> {
  const { sendPush } = deps;
  if (!sendPush) return 0;
  const devices = await devicesOf(tx, userId);
  // All devices at once: the transaction that records the reminder stays open while they answer.
  const outcomes = await Promise.all(devices.map((device) => sendPush(device, message)));
  let accepted = 0;
  outcomes.forEach((outcome, index) => {
    if (outcome === 'accepted') accepted += 1;
    else if (outcome === 'gone') gone.push(devices[index]?.endpoint ?? '');
    else deps.log(`reminders: push to a device of ${userId} failed`);
  });
  return accepted;
}

async function emailTo(
  deps: PassDeps,
  tx: TxSql,
  person: Recipient,
  message: ReminderMessage,
): Promise<number> {
  if (!person.email) return 0;
  const token = await unsubscribeTokenOf(tx, person.userId);
  await deps.mailer(
    reminderMail(person.email, message, deps.appOrigin, unsubscribeUrl(deps.appOrigin, token)),
  );
  return 1;
}
