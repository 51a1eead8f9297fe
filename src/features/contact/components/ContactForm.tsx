import { useMutation } from '@tanstack/react-query';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import {
  CONTACT_CATEGORIES,
  CONTACT_LIMITS,
  type ContactCategory,
  type ContactMessage,
} from '@halfwise/core/contact-contract.ts';
import { notify } from '../../../app/toast/notify.ts';
import { Button } from '../../../app/ui/Button.tsx';
import { TextField } from '../../../app/ui/TextField.tsx';
import { okSchema } from '@halfwise/core/contract/public-forms.ts';
import { answerOf } from '../../../lib/api.ts';
import { api } from '../../../lib/api-client.ts';
import { EmailField } from '../../../app/ui/forms/AccountFields.tsx';
import {
  CONTACT_FAILED_TITLE,
  CONTACT_SENT,
  contactFailureText,
  EMPTY_CONTACT_FORM,
  isContactFormComplete,
  type ContactField,
} from '../model/contact-form.ts';
import { SelectField, TextAreaField } from './ContactFields.tsx';
import styles from './ContactPage.module.css';

const sendContactMessage = (message: ContactMessage) =>
  answerOf(api.contact.$post({ json: message }), okSchema);

/** The form of §2.10: Send is enabled once every field is filled; the server checks the rest. */
export function ContactForm() {
  const [values, setValues] = useState(EMPTY_CONTACT_FORM);
  const send = useMutation({
    mutationFn: sendContactMessage,
    onSuccess: () => {
      notify(CONTACT_SENT);
      setValues(EMPTY_CONTACT_FORM);
    },
    onError: (error) =>
      notify({ title: CONTACT_FAILED_TITLE, description: contactFailureText(error), variant: 'destructive' }),
  });

  const bind = (field: ContactField) => ({
    name: field,
    value: values[field],
    required: true,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [field]: value }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isContactFormComplete(values))
      send.mutate({ ...values, category: values.category as ContactCategory });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.pair}>
        <TextField label="Name" autoComplete="name" maxLength={CONTACT_LIMITS.nameMax} {...bind('name')} />
        <EmailField {...bind('email')} />
      </div>
      <SelectField
        label="Category"
        placeholder="Choose a topic"
        options={CONTACT_CATEGORIES}
        {...bind('category')}
      />
      <TextField label="Subject" maxLength={CONTACT_LIMITS.subjectMax} {...bind('subject')} />
      <TextAreaField
        label="Message"
        maxLength={CONTACT_LIMITS.messageMax}
        placeholder="Tell us what's on your mind"
        {...bind('message')}
      />
      <p className={styles.note}>We reply to every message within 24 hours.</p>
      <Button type="submit" fullWidth disabled={!isContactFormComplete(values) || send.isPending}>
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
