// An account form's submit (use-checked-submit.ts) in a real form: the browser's submit, the field errors and the
// pending flag as the login and signup pages use them.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, validateForgotPassword, type ForgotPasswordValues } from '../model/validation.ts';
import { useCheckedSubmit } from './use-checked-submit.ts';

type Errors = Partial<Record<keyof ForgotPasswordValues, string>>;

interface FormProps {
  email: string;
  send: () => Promise<void>;
  fail: (error: unknown) => void;
}

/** One email field sent by `send`; its error beside it; the button off while pending. */
function EmailForm({ email, send, fail }: FormProps) {
  const [errors, setErrors] = useState<Errors>({ email: 'an error from before' });
  const { pending, onSubmit } = useCheckedSubmit(
    { values: { email }, setErrors },
    validateForgotPassword,
    send,
    fail,
  );
  return (
    <form aria-label="Email form" onSubmit={(event) => void onSubmit(event)}>
      {errors.email && <p role="alert">{errors.email}</p>}
      <button type="submit" disabled={pending}>
        Send
      </button>
    </form>
  );
}

/** Submits the form as the browser does; answers whether the browser's own submit went ahead. */
const submit = () => fireEvent.submit(screen.getByRole('form', { name: 'Email form' }));
const button = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Send' });

describe('an account form’s submit', () => {
  it('with a field at fault: the browser’s submit is stopped, the field says why and nothing is sent', () => {
    const send = vi.fn(() => Promise.resolve());
    render(<EmailForm email="" send={send} fail={vi.fn()} />);
    expect(submit()).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.emailRequired);
    expect(send).not.toHaveBeenCalled();
    expect(button().disabled).toBe(false);
  });

  it('checked: the old errors go, the form is pending while sent and stays so after a success', async () => {
    let answer!: () => void;
    const send = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const fail = vi.fn();
    render(<EmailForm email="dana@example.com" send={send} fail={fail} />);
    expect(button().disabled).toBe(false);
    expect(submit()).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(send).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(button().disabled).toBe(true));
    await act(async () => answer());
    expect(button().disabled).toBe(true);
    expect(fail).not.toHaveBeenCalled();
  });

  it('refused: the failure is handed on and the form can be sent again', async () => {
    const refusal = new Error('offline');
    const send = vi.fn(() => Promise.reject(refusal));
    const fail = vi.fn();
    render(<EmailForm email="dana@example.com" send={send} fail={fail} />);
    submit();
    await vi.waitFor(() => expect(fail).toHaveBeenCalledWith(refusal));
    await vi.waitFor(() => expect(button().disabled).toBe(false));
    submit();
    await vi.waitFor(() => expect(fail).toHaveBeenCalledTimes(2));
    expect(send).toHaveBeenCalledTimes(2);
  });
});
