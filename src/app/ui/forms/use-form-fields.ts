import { useState, type ChangeEvent } from 'react';
import { serverMessage, splitFieldMessage } from '../../../lib/api.ts';

/** Each field's first problem, for the fields that have one. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * Values, field errors and a general error for an account form. Editing a field clears that field's
 * error and the general error (account-and-billing §5).
 */
export function useFormFields<Field extends string>(initial: Record<Field, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [generalError, setGeneralError] = useState<string | null>(null);

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
      setGeneralError(null);
    },
  });

  const reset = () => {
    setValues(initial);
    setErrors({});
    setGeneralError(null);
  };

  /** A refused send: beside the field the server's message names, else above the form; never the field's key. */
  const showRefusal = (error: unknown, fallback: string) => {
    const { field, text } = splitFieldMessage(serverMessage(error) ?? fallback);
    if (field !== undefined && field in values) setErrors({ [field]: text } as FieldErrors<Field>);
    else setGeneralError(text);
  };

  return { values, setValues, errors, setErrors, generalError, setGeneralError, bind, reset, showRefusal };
}
