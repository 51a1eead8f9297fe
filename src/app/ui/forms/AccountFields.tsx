import type { ComponentProps } from 'react';
import { TextField } from '../TextField.tsx';

type FieldBinding = Omit<ComponentProps<typeof TextField>, 'label' | 'type'>;

/** The email input of every account form, set up for mobile keyboards and autofill. */
export function EmailField(binding: FieldBinding) {
  return <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...binding} />;
}

/** A password input; `purpose` tells password managers whether to fill in or to suggest a new one. */
export function PasswordField({
  label = 'Password',
  purpose,
  ...binding
}: FieldBinding & { label?: string; purpose: 'current' | 'new' }) {
  return <TextField label={label} type="password" autoComplete={`${purpose}-password`} {...binding} />;
}
