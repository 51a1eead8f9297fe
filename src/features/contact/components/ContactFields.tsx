import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styles from './ContactFields.module.css';

/** A label above its control, as TextField lays out inputs. */
function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
}

export function SelectField({ label, placeholder, options, ...select }: SelectFieldProps) {
  return (
    <Labelled label={label}>
      {(id) => (
        <select id={id} className={styles.select} {...select}>
          <option value="" disabled>
            {placeholder}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Labelled>
  );
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
}

export function TextAreaField({ label, ...textarea }: TextAreaFieldProps) {
  return (
    <Labelled label={label}>
      {(id) => <textarea id={id} className={styles.textarea} {...textarea} />}
    </Labelled>
  );
}
