// How Settings names and dates each device that gets push reminders.
import { MONTH_NAMES } from '@halfwise/core/en-us.ts';
import { pushDeviceName } from '@halfwise/core/push-services.ts';

export const DEVICES_TEXT = Object.freeze({
  loading: 'Loading your devices…',
  empty: 'No device gets notifications yet. Turn them on above on each phone or computer you use.',
  thisDevice: 'This device',
  removed: 'Device removed',
});

/** 'Dec 8, 2026' in the browser's own time zone. */
function dayText(iso: string): string {
  const date = new Date(iso);
  return `${MONTH_NAMES[date.getMonth()]!.slice(0, 3)} ${date.getDate()}, ${date.getFullYear()}`;
}

export interface DeviceLine {
  endpoint: string;
  name: string;
  dates: string;
}

export function deviceLine(device: { endpoint: string; createdAt: string; renewedAt: string }): DeviceLine {
  const added = dayText(device.createdAt);
  const renewed = dayText(device.renewedAt);
  return {
    endpoint: device.endpoint,
    name: pushDeviceName(device.endpoint),
    dates: renewed === added ? `Added ${added}` : `Added ${added}, renewed ${renewed}`,
  };
}
