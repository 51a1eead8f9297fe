// One pass of the reminders function: for everyone whose reminder time has come, send what is due on each of
// their channels, each device on its own. Each send is claimed, started and marked in short transactions of its
// own (records.ts) and no transaction is open while a request is out, so a slow or failing device neither
// holds up nor repeats another's. What can still repeat or be lost: docs/reminders.md "One pass".
import { reminderChannels, type ReminderChannel } from '../core/reminder-settings.ts';
import { reminderMessage, type ReminderMessage } from '../core/reminder-text.ts';
import {
  reminderMonthsAt,
  reminderOfKeys,
  remindersDueAt,
  sentKeys,
  setAsidePlanDay,
  type DueReminder,
} from '../core/reminders-due.ts';
import type { Db } from '../db.ts';
import { describeFailure } from '../errors.ts';
import type { Mailer } from '../mailer.ts';
import { reminderMail, unsubscribeUrl } from '../reminder-mail.ts';
import { eachAtMost } from './each-at-most.ts';
import { budgetOf, recipients, setAsidesOf, unsubscribeTokenOf, type Recipient } from './pass-data.ts';
import type { PushOutcome, PushSender } from './push-sender.ts';
import { claimKeys, markSend, removeDevice, startClaim, type StartedSend } from './records.ts';

export interface PassResult {
  /** Messages accepted: by a push service for one device, or by the mailer. */
  sent: { push: number; email: number };
  /** Messages that went out and were not accepted, and reminders the pass could not finish. */
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

/** People whose reminders are worked on at once; their sends wait on the network, not on the database. */
const PEOPLE_AT_ONCE = 4;

export async function runReminderPass(deps: PassDeps, now: Date): Promise<PassResult> {
  const result: PassResult = { sent: { push: 0, email: 0 }, skipped: 0 };
  const people = await deps.db.withServerTx(recipients);
  await eachAtMost(people, PEOPLE_AT_ONCE, async (person) => {
    try {
      const due = await remindersFor(deps, person, now);
      const channels = reminderChannels(person.settings).filter((channel) => canSend(deps, person, channel));
      const sends = due.flatMap((reminder) =>
        channels.map((channel) => remind(deps, person, reminder, channel, result)),
      );
      for (const outcome of await Promise.allSettled(sends)) {
        if (outcome.status === 'rejected') skip(deps, result, person, outcome.reason);
      }
    } catch (error) {
      skip(deps, result, person, error);
    }
  });
  return result;
}

function skip(deps: PassDeps, result: PassResult, person: Recipient, error: unknown): void {
  deps.log(`reminders: ${person.userId} skipped: ${describeFailure(error)}`);
  result.skipped += 1;
}

function canSend(deps: PassDeps, person: Recipient, channel: ReminderChannel): boolean {
  return channel === 'push' ? deps.sendPush !== undefined : person.email !== null;
}

async function remindersFor(deps: PassDeps, person: Recipient, now: Date): Promise<DueReminder[]> {
  const months = reminderMonthsAt(person.settings, now);
  const planDay = setAsidePlanDay(person.settings, now);
  const { schedule, items, setAsides } = await deps.db.withServerTx(async (tx) => {
    const budget = await budgetOf(tx, person.owner, months);
    const planned = await setAsidesOf(tx, person.owner, budget.schedule, months, planDay);
    return { schedule: budget.schedule, items: budget.months, setAsides: planned };
  });
  return remindersDueAt(person.settings, schedule, now, items, setAsides);
}

/**
 * Claim the reminder's keys on `channel` (committed), start what the claim holds (committed), then send to each
 * device at once, each marked as it ends.
 */
async function remind(
  deps: PassDeps,
  person: Recipient,
  reminder: DueReminder,
  channel: ReminderChannel,
  result: PassResult,
): Promise<void> {
  const claim = crypto.randomUUID();
  const token = await deps.db.withServerTx(async (tx) => {
    await claimKeys(tx, person.userId, channel, sentKeys(reminder), claim);
    return channel === 'email' ? unsubscribeTokenOf(tx, person.userId) : null;
  });
  const started = await deps.db.withServerTx((tx) => startClaim(tx, person.userId, claim));
  const ends = started.map(async (send) => {
    const part = reminderOfKeys(reminder, send.subjects);
    if (!part) return;
    const outcome = await deliver(deps, person, send, reminderMessage(part), token);
    const sent = outcome === 'accepted' || outcome === 'unanswered';
    if (sent) result.sent[channel] += 1;
    else result.skipped += 1;
    if (outcome !== 'accepted') deps.log(`reminders: ${channel} to ${person.userId} ${outcome}`);
    await deps.db.withServerTx((tx) =>
      outcome === 'gone' && send.deviceId !== null
        ? removeDevice(tx, person.userId, send.deviceId)
        : markSend(tx, person.userId, claim, send.deviceId, sent ? 'sent' : 'failed'),
    );
  });
  const settled = await Promise.allSettled(ends);
  const failed = settled.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}

async function deliver(
  deps: PassDeps,
  person: Recipient,
  send: StartedSend,
  message: ReminderMessage,
  token: string | null,
): Promise<PushOutcome> {
  if (send.device) return deps.sendPush ? deps.sendPush(send.device, message) : 'failed';
  if (!person.email || !token) return 'failed';
  try {
    await deps.mailer(
      reminderMail(person.email, message, deps.appOrigin, unsubscribeUrl(deps.appOrigin, token)),
    );
    return 'accepted';
  } catch (error) {
    deps.log(`reminders: mail to ${person.userId}: ${describeFailure(error)}`);
    return 'failed';
  }
}
