import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../app/toast/notify.ts';
import { Button } from '../../../app/ui/Button.tsx';
import { ErrorBox } from '../../../app/ui/ErrorBox.tsx';
import { failureText } from '../api/failure-text.ts';
import { thisDeviceEndpoint, unsubscribeThisDevice } from '../api/push-device.ts';
import { forgetDevice, PUSH_DEVICES_KEY, readDevices } from '../api/reminder-requests.ts';
import { DEVICES_TEXT, deviceLine } from '../model/push-devices.ts';
import styles from './PushDevicesList.module.css';

const HEADING_ID = 'push-devices-heading';

/**
 * The devices that get push reminders (docs/reminders.md: at most 10 a person), each with Remove; this
 * browser's own is marked, and removing it also drops the browser's subscription.
 */
export function PushDevicesList() {
  const queryClient = useQueryClient();
  const devices = useQuery({ queryKey: PUSH_DEVICES_KEY, queryFn: readDevices });
  const current = useQuery({ queryKey: [...PUSH_DEVICES_KEY, 'this'], queryFn: thisDeviceEndpoint });
  const remove = useMutation({
    mutationFn: async (endpoint: string) => {
      if (endpoint === current.data) await unsubscribeThisDevice();
      else await forgetDevice(endpoint);
    },
    onSuccess: () => notify({ title: DEVICES_TEXT.removed }),
    onError: (error) => notify({ title: failureText(error), variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PUSH_DEVICES_KEY }),
  });

  return (
    <section aria-labelledby={HEADING_ID} className={styles.section}>
      <h3 id={HEADING_ID} className={styles.subheading}>
        Devices with notifications
      </h3>
      {devices.isError ? (
        <ErrorBox>{failureText(devices.error)}</ErrorBox>
      ) : !devices.data ? (
        <p className={styles.hint} role="status">
          {DEVICES_TEXT.loading}
        </p>
      ) : devices.data.devices.length === 0 ? (
        <p className={styles.hint}>{DEVICES_TEXT.empty}</p>
      ) : (
        <ul className={styles.list}>
          {devices.data.devices.map(deviceLine).map((device) => {
            const mine = device.endpoint === current.data;
            return (
              <li key={device.endpoint} className={styles.row}>
                <div className={styles.who}>
                  <span className={styles.name}>
                    {device.name}
                    {mine && <span className={styles.badge}>{DEVICES_TEXT.thisDevice}</span>}
                  </span>
                  <span className={styles.hint}>{device.dates}</span>
                </div>
                <Button
                  variant="secondary"
                  aria-label={`Remove ${mine ? 'this device' : device.name}, ${device.dates.toLowerCase()}`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(device.endpoint)}
                >
                  Remove
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
