// The wire contract of the endpoints anyone may call: the access gate, contact, email capture, health.
import { z } from 'zod';

export const accessGrantedSchema = z.object({ granted: z.literal(true) });
export const okSchema = z.object({ ok: z.literal(true) });
export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  message: z.string().optional(),
  reason: z.string().optional(),
});
