import { Hono } from 'hono';
import type { ApiDeps, ApiEnv } from '../context.ts';
import { captureEmailRoutes } from './capture-email.ts';
import { contactRoutes } from './contact.ts';

/** What visitors may send without an account: the contact form and the signup form's email capture. */
export function publicFormRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>().route('/', contactRoutes(deps)).route('/', captureEmailRoutes(deps));
}
