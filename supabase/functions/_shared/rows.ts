// Row shapes the functions read, written by hand until `supabase gen types` output lands in database.types.ts.

/** public.profiles as the API selects it (birthday cast to text, yyyy-MM-dd). */
export interface ProfileRow {
  id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  birthday: string | null;
  subscription_status: string;
  trial_end_date: Date;
  stripe_customer_id: string | null;
  first_budget_month: string;
}
