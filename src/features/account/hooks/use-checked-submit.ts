import { useState, type FormEvent } from 'react';
import { hasErrors } from '../model/validation.ts';

interface CheckedFields<Values, Errors> {
  values: Values;
  setErrors: (errors: Errors) => void;
}

/**
 * The start of an account form's submit: stops the browser's own, shows each field's first problem and says
 * whether the form may be sent.
 */
export function passesChecks<Values, Errors extends Record<string, string | undefined>>(
  event: FormEvent,
  fields: CheckedFields<Values, Errors>,
  validate: (values: Values) => Errors,
): boolean {
  event.preventDefault();
  const errors = validate(fields.values);
  fields.setErrors(errors);
  return !hasErrors(errors);
}

/**
 * An account form's submit: the checks first, then `send` with the form pending. A success keeps it pending
 * (the page moves on); a failure is handed to `fail` and the form can be sent again.
 */
export function useCheckedSubmit<Values, Errors extends Record<string, string | undefined>>(
  fields: CheckedFields<Values, Errors>,
  validate: (values: Values) => Errors,
  send: () => Promise<void>,
  fail: (error: unknown) => void,
) {
  const [pending, setPending] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    if (!passesChecks(event, fields, validate)) return;
    setPending(true);
    try {
      await send();
    } catch (error) {
      fail(error);
      setPending(false);
    }
  };
  return { pending, onSubmit };
}
