import { PAY_SCHEDULE_KINDS } from '@halfwise/core/pay-schedule.ts';
import { PAY_SCHEDULE_OWNER_ONLY } from '@halfwise/core/pay-schedule-schema.ts';
import { useHousehold } from '../../../app/session/household.ts';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../app/ui/Button.tsx';
import { Card } from '../../../app/ui/Card.tsx';
import { TextField } from '../../../app/ui/TextField.tsx';
import { payScheduleRead } from '../../../lib/pay-schedule.ts';
import { useSavePaySchedule } from '../hooks/use-save-pay-schedule.ts';
import {
  formOfSchedule,
  PAY_SCHEDULE_KIND_LABELS,
  readPayScheduleForm,
  type PayScheduleField,
  type PayScheduleForm,
} from '../model/pay-schedule-form.ts';
import styles from './PayScheduleSection.module.css';

/** 'Pay schedule': the days a person is paid on, which cut each budget month into sections. */
export function PayScheduleSection() {
  const query = useQuery(payScheduleRead);
  const partner = useHousehold().view.role === 'partner';
  return (
    <Card headingId="pay-schedule-heading" title="Pay schedule">
      {partner && <p className={styles.hint}>{PAY_SCHEDULE_OWNER_ONLY}</p>}
      {query.data && (
        <PayScheduleFormFields
          key={JSON.stringify(query.data)}
          form={formOfSchedule(query.data)}
          readOnly={partner}
        />
      )}
    </Card>
  );
}

function PayScheduleFormFields({ form: saved, readOnly }: { form: PayScheduleForm; readOnly: boolean }) {
  const [form, setForm] = useState(saved);
  const [error, setError] = useState<{ field: PayScheduleField; message: string } | null>(null);
  const save = useSavePaySchedule();
  const change = (fields: Partial<PayScheduleForm>) => {
    setForm((current) => ({ ...current, ...fields }));
    setError(null);
  };
  const errorOf = (field: PayScheduleField) => (error?.field === field ? error.message : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readPayScheduleForm(form);
    if ('schedule' in read) save.mutate(read.schedule);
    else setError(read);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.whole} disabled={readOnly}>
        <fieldset className={styles.kinds}>
          <legend className={styles.legend}>I am paid</legend>
          {PAY_SCHEDULE_KINDS.map((kind) => (
            <label key={kind} className={styles.kind}>
              <input
                type="radio"
                name="pay-schedule-kind"
                value={kind}
                checked={form.kind === kind}
                onChange={() => change({ kind })}
              />
              {PAY_SCHEDULE_KIND_LABELS[kind]}
            </label>
          ))}
        </fieldset>
        {form.kind === 'semimonthly' && (
          <div className={styles.pair}>
            <TextField
              label="First payday (day of the month)"
              inputMode="numeric"
              value={form.firstDay}
              onChange={(event) => change({ firstDay: event.target.value })}
              aria-invalid={errorOf('days') ? true : undefined}
            />
            <TextField
              label="Second payday (day of the month)"
              inputMode="numeric"
              value={form.secondDay}
              onChange={(event) => change({ secondDay: event.target.value })}
              error={errorOf('days')}
            />
          </div>
        )}
        {(form.kind === 'biweekly' || form.kind === 'weekly') && (
          <TextField
            label="One of your paydays"
            type="date"
            value={form.anchor}
            onChange={(event) => change({ anchor: event.target.value })}
            error={errorOf('anchor')}
          />
        )}
        {form.kind === 'monthly' && (
          <TextField
            label="Payday (day of the month)"
            inputMode="numeric"
            value={form.day}
            onChange={(event) => change({ day: event.target.value })}
            error={errorOf('day')}
          />
        )}
        <p className={styles.hint}>A day past the month&apos;s end means its last day.</p>
        <div className={styles.actions}>
          <Button type="submit" disabled={save.isPending}>
            Save pay schedule
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
