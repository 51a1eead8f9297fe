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
import { PUSH_DEVICES_KEY, readReminders, REMINDERS_KEY, saveReminders } from '../api/reminder-requests.ts';
import { useRequestState } from '../hooks/use-request-state.ts';
import { fieldMessage } from '../model/field-message.ts';
import {
  initialForm,
  LEAD_TIMES,
  PUSH_TEXT,
  REMINDER_TIMES,
  REMINDERS_SAVED,
  timeZoneChoices,
} from '../model/reminder-form.ts';
import checkStyles from './CheckRow.module.css';
import { PushDevicesList } from './PushDevicesList.tsx';
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
      setPushNote(error instanceof PushUnavailable ? error.message : fieldMessage(failureText(error)));
    } finally {
      setPushBusy(false);
      void queryClient.invalidateQueries({ queryKey: PUSH_DEVICES_KEY });
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
          <label className={checkStyles.check}>
            <input
              type="checkbox"
              checked={form.bills.enabled}
              onChange={(event) => setBills({ enabled: event.target.checked })}
            />
            Bills coming due
          </label>
          <div className={styles.pair}>
            <SelectField
              id={`${id}-lead`}
              label="How early"
              value={String(form.bills.daysBefore)}
              options={LEAD_TIMES}
              onChange={(value) => setBills({ daysBefore: Number(value) })}
            />
            <SelectField
              id={`${id}-time`}
              label="At"
              value={form.bills.time}
              options={REMINDER_TIMES}
              onChange={(value) => setBills({ time: value })}
            />
          </div>
          <label className={checkStyles.check}>
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
          <label className={checkStyles.check}>
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
          <label className={checkStyles.check}>
            <input
              type="checkbox"
              checked={form.email}
              onChange={(event) => set({ email: event.target.checked })}
            />
            <span className={styles.wrap}>Email{user.email ? ` to ${user.email}` : ''}</span>
          </label>
        </fieldset>
        <SelectField
          id={`${id}-zone`}
          label="Time zone"
          value={form.timeZone}
          options={timeZoneChoices(form.timeZone)}
          onChange={(value) => set({ timeZone: value })}
        />
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
      <PushDevicesList />
    </Card>
  );
}

/** A labelled select of the card; options are `{ value, label }`. */
function SelectField({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string | number; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
