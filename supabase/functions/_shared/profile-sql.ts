import { sqlStringLiteral } from './sql-literal.ts';

/** The columns GET and PATCH /api/user answer with; the household is read as the caller (household_json). */
export const PROFILE_COLUMNS =
  'id, email, first_name, last_name, birthday::text as birthday, subscription_status, trial_end_date,' +
  ' stripe_customer_id, first_budget_month, cancel_at_period_end, current_period_end, card_brand, card_last4,' +
  ' cushion, show_cents, card_optional_until, public.household_json() as household';

/** GET /api/user's one statement, for `readAsUser` (its value inlined: one round trip, no parameters). */
export function profileSelectSql(userId: string): string {
  return `select ${PROFILE_COLUMNS} from public.profiles where id = ${sqlStringLiteral(userId)}`;
}
