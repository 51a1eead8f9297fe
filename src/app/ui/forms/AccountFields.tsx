import type { ComponentProps } from 'react';
import { PASSWORD_RULE } from '@halfwise/core/password-rules.ts';
import { TextField } from '../TextField.tsx';

type FieldBinding = Omit<ComponentProps<typeof TextField>, 'label' | 'type'>;

/** The email input of every account form, set up for mobile keyboards and autofill. */
export function EmailField(binding: FieldBinding) {
  return <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...binding} />;
}

/**
 * A password input; `purpose` tells password managers whether to fill in or to suggest a new one. A new
 * password's field says the rule before anything is typed (`rule`; not on its confirmation).
 */
export function PasswordField({
  label = 'Password',
  purpose,
  rule = false,
  ...binding
}: FieldBinding & { label?: string; purpose: 'current' | 'new'; rule?: boolean }) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete={`${purpose}-password`}
      hint={rule ? PASSWORD_RULE : undefined}
      {...binding}
    />
  );
}
