import { z } from 'zod';

// Request fields shared by several endpoints, with the spec's messages (account-and-billing §5).

export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .pipe(z.email('Please enter a valid email address'));

/** A password being chosen: at least 6 characters. */
export const newPasswordField = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(6, 'Password must be at least 6 characters');

/** A password being checked at login: any non-empty value. */
export const passwordField = z.string({ error: 'Password is required' }).min(1, 'Password is required');

export const uuidParam = z.uuid('Must be a valid id');

/** A calendar date written yyyy-MM-dd that actually exists (no 2025-02-30). */
export const isoDateField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter a date as yyyy-MM-dd')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'Please enter a real date');
