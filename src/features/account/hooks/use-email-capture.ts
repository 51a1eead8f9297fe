import { useEffect, useState } from 'react';
import { okAnswer } from '../../../lib/api.ts';
import { api } from '../../../lib/api-client.ts';
import { storedAddresses } from '../api/captured-addresses.ts';
import { EmailCapture } from '../model/email-capture.ts';

function sendCapture(email: string): void {
  okAnswer(api['capture-email'].$post({ json: { email } })).then(
    (response) => console.info('Email captured', response.status),
    (error: unknown) => console.warn('Email capture failed', error),
  );
}

/**
 * Feeds the signup form's email field to abandonment capture; failures are only logged. Call the answer's
 * `submitted` with the address as the signup is sent.
 */
export function useEmailCapture(email: string): Pick<EmailCapture, 'submitted'> {
  const [capture] = useState(() => new EmailCapture(sendCapture, storedAddresses(localStorage)));
  useEffect(() => capture.typed(email), [capture, email]);
  useEffect(() => () => capture.cancel(), [capture]);
  return capture;
}
