import type { ReminderSettings } from '@halfwise/core/reminder-settings.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { describeDevice } from '../../../app/pwa/device.ts';
import { useSignedInUser } from '../../../app/session/current-user.ts';
import { notify } from '../../../app/toast/notify.ts';
import { Button } from '../../../app/ui/Button.tsx';
import { Card } from '../../../app/ui/Card.tsx';
import { ErrorBox } from '../../../app/ui/ErrorBox.tsx';
import { FieldNote } from '../../../app/ui/FieldNote.tsx';
import { failureText } from '../api/failure-text.ts';
import { PushUnavailable, subscribeThisDevice, unsubscribeThisDevice } from '../api/push-device.ts';
import { readReminders, REMINDERS_KEY, saveReminders } from '../api/reminder-requests.ts';
import { useRequestState } from '../hooks/use-request-state.ts';
import {
  initialForm,
  LEAD_TIMES,
  PUSH_TEXT,
  REMINDER_TIMES,
  REMINDERS_SAVED,
  timeZoneChoices,
} from '../model/reminder-form.ts';
import styles from './RemindersSection.module.css';

const HEADING_ID = 'reminders-heading';

/**
 * 'Reminders' (docs/reminders.md): bills due soon and paydays, by push to this device and by email. All off until
 * the person turns them on; notification permission is asked only when they turn push on.
 */
export function RemindersSection() {
  const saved = useQuery({ queryKey: REMINDERS_KEY, queryFn: readReminders });
  if (saved.data) return <RemindersForm saved={saved.data} />;
  return (
    <Card headingId={HEADING_ID} title="Reminders">
      {saved.isError ? (
        <ErrorBox>{failureText(saved.error)}</ErrorBox>
      ) : (
        <p className={styles.hint} role="status">
          Loading your reminders…
        </p>
      )}
    </Card>
  );
}

function RemindersForm({ saved }: { saved: ReminderSettings }) {
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(() =>
    initialForm(saved, Intl.DateTimeFormat().resolvedOptions().timeZone),
  );
  const [pushNote, setPushNote] = useState<string | null>(null);
  const [pushBusy, setPushBusy] = useState(false);
  const request = useRequestState();
  const id = useId();
  const ios = describeDevice(navigator.userAgent, navigator.maxTouchPoints).ios;
  const set = (change: Partial<ReminderSettings>) => setForm((current) => ({ ...current, ...change }));
  const setBills = (change: Partial<ReminderSettings['bills']>) =>
    setForm((current) => ({ ...current, bills: { ...current.bills, ...change } }));

  const togglePush = async (on: boolean) => {
    setPushNote(null);
    setPushBusy(true);
    try {
      if (on) await subscribeThisDevice();
      else await unsubscribeThisDevice();
      set({ push: on });
    } catch (error) {
      setPushNote(error instanceof PushUnavailable ? error.message : failureText(error));
    } finally {
      setPushBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void request.run(async () => {
      queryClient.setQueryData(REMINDERS_KEY, await saveReminders(form));
      notify({ title: REMINDERS_SAVED });
    });
  };

  const pushNoteId = `${id}-push-note`;
  return (
    <Card headingId={HEADING_ID} title="Reminders">
      <form className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>What</legend>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={form.bills.enabled}
              onChange={(event) => setBills({ enabled: event.target.checked })}
            />
            Bills coming due
          </label>
          <div className={styles.pair}>
            <div className={styles.field}>
              <label className={styles.label} htmlFor={`${id}-lead`}>
                How early
              </label>
              <select
                id={`${id}-lead`}
                className={styles.select}
                value={form.bills.daysBefore}
                onChange={(event) => setBills({ daysBefore: Number(event.target.value) })}
              >
                {LEAD_TIMES.map((lead) => (
                  <option key={lead.value} value={lead.value}>
                    {lead.label}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label className={styles.label} htmlFor={`${id}-time`}>
                At
              </label>
              <select
                id={`${id}-time`}
                className={styles.select}
                value={form.bills.time}
                onChange={(event) => setBills({ time: event.target.value })}
              >
                {REMINDER_TIMES.map((time) => (
                  <option key={time.value} value={time.value}>
                    {time.label}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={form.payday.enabled}
              onChange={(event) => set({ payday: { enabled: event.target.checked } })}
            />
            Paydays: what came in and what is left until the next one
          </label>
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Where</legend>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={form.push}
              disabled={pushBusy}
              aria-describedby={pushNote ? pushNoteId : undefined}
              onChange={(event) => void togglePush(event.target.checked)}
            />
            Notifications on this device
          </label>
          {pushNote && <FieldNote id={pushNoteId}>{pushNote}</FieldNote>}
          {ios && <p className={styles.hint}>{PUSH_TEXT.iphone}</p>}
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={form.email}
              onChange={(event) => set({ email: event.target.checked })}
            />
            <span className={styles.wrap}>Email{user.email ? ` to ${user.email}` : ''}</span>
          </label>
        </fieldset>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-zone`}>
            Time zone
          </label>
          <select
            id={`${id}-zone`}
            className={styles.select}
            value={form.timeZone}
            onChange={(event) => set({ timeZone: event.target.value })}
          >
            {timeZoneChoices(form.timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
        </div>
        <p className={styles.hint}>
          One reminder a day lists every unpaid bill due that day; a bill you tick paid is never reminded.
          Your bills calendar rings at the same time.
        </p>
        {request.error && <ErrorBox>{request.error}</ErrorBox>}
        <div className={styles.actions}>
          <Button type="submit" disabled={request.pending}>
            Save reminders
          </Button>
        </div>
      </form>
    </Card>
  );
}
