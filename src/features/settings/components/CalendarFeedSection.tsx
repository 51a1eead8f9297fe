import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useHousehold } from '../../../app/session/household.ts';
import { notify } from '../../../app/toast/notify.ts';
import { Button } from '../../../app/ui/Button.tsx';
import { Card } from '../../../app/ui/Card.tsx';
import { ConfirmDialog } from '../../../app/ui/ConfirmDialog.tsx';
import { ErrorBox } from '../../../app/ui/ErrorBox.tsx';
import { TextField } from '../../../app/ui/TextField.tsx';
import {
  CALENDAR_FEED_KEY,
  createCalendarFeed,
  deleteCalendarFeed,
  readCalendarFeed,
} from '../api/own-data-requests.ts';
import { useRequestState } from '../hooks/use-request-state.ts';
import { SHARED_CALENDAR_NOTE } from '../model/calendar-feed-words.ts';
import styles from './YourDataSection.module.css';

/**
 * 'Bills calendar': a private link that calendar apps subscribe to. Only a hash of its secret is kept, so the
 * link is shown once, when it is made; afterwards it can be regenerated (the old one stops) or turned off.
 */
export function CalendarFeedSection() {
  const queryClient = useQueryClient();
  const { role } = useHousehold().view;
  const status = useQuery({ queryKey: CALENDAR_FEED_KEY, queryFn: readCalendarFeed });
  const [url, setUrl] = useState<string | null>(null);
  const [confirmingOff, setConfirmingOff] = useState(false);

  const request = useRequestState();
  const { error, pending } = request;

  const run = (work: () => Promise<void>) =>
    request.run(async () => {
      await work();
      await queryClient.invalidateQueries({ queryKey: CALENDAR_FEED_KEY });
    });
  const create = () => run(async () => setUrl((await createCalendarFeed()).url));
  const turnOff = () => {
    setConfirmingOff(false);
    void run(async () => {
      await deleteCalendarFeed();
      setUrl(null);
      notify({ title: 'Bills calendar turned off', description: 'The old link no longer works.' });
    });
  };
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notify({ title: 'Link copied' });
    } catch {
      notify({ title: 'Copy the link from the box', variant: 'destructive' });
    }
  };

  const active = status.data?.active === true;
  return (
    <Card headingId="bills-calendar-heading" title="Bills calendar">
      <p className={styles.text}>
        See every bill from this month through the next five in Google Calendar, Apple Calendar or Outlook:
        subscribe to a private link (“From URL” or “Subscribe to calendar”). Anyone with the link can see your
        bills, so keep it to yourself.
      </p>
      {role === 'partner' && <p className={styles.text}>{SHARED_CALENDAR_NOTE}</p>}
      {url && (
        <div className={styles.part}>
          <TextField
            label="Your private calendar link"
            readOnly
            value={url}
            onFocus={(event) => event.target.select()}
          />
          <p className={styles.text}>This link is shown only now. Copy it into your calendar app.</p>
        </div>
      )}
      {active && !url && (
        <p className={styles.text}>
          Your calendar link is on. For a new link (the old one stops working), regenerate it.
        </p>
      )}
      {error && <ErrorBox>{error}</ErrorBox>}
      <div className={styles.buttons}>
        {url && (
          <Button variant="secondary" onClick={() => void copy()}>
            Copy link
          </Button>
        )}
        {!active && !url ? (
          <Button disabled={pending || status.isPending} onClick={() => void create()}>
            Create calendar link
          </Button>
        ) : (
          <>
            <Button variant="secondary" disabled={pending} onClick={() => void create()}>
              Regenerate link
            </Button>
            <Button variant="danger" disabled={pending} onClick={() => setConfirmingOff(true)}>
              Turn off
            </Button>
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirmingOff}
        title="Turn off the bills calendar?"
        message="Calendar apps subscribed to the link stop getting your bills."
        confirmLabel="Turn off"
        onConfirm={turnOff}
        onCancel={() => setConfirmingOff(false)}
      />
    </Card>
  );
}
