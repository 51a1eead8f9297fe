import type { FormEvent, ReactNode } from 'react';
import { ErrorBox } from '../../../app/ui/ErrorBox.tsx';
import form from '../../../app/ui/Form.module.css';

/** An account page's form: the browser's own checks off (ours name each field), a general error on top. */
export function AccountForm({
  onSubmit,
  generalError,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  generalError: string | null;
  children: ReactNode;
}) {
  return (
    <form className={form.form} onSubmit={onSubmit} noValidate>
      {generalError && <ErrorBox>{generalError}</ErrorBox>}
      {children}
    </form>
  );
}
