-- Supabase's advisors (`supabase db advisors`, run by `npm test`): a table with row-level security and no policy
-- reads as a mistake (rls_enabled_no_policy), and a foreign key with no index that starts with its columns makes
-- every delete of the referenced row scan the table (unindexed_foreign_keys).

-- Server-only tables: no client role gets a row, whatever a later grant says. The server (postgres,
-- service_role) bypasses row-level security and is unaffected.
create policy "password_reset_tokens: no client access" on public.password_reset_tokens
  for all to anon, authenticated using (false) with check (false);
create policy "stripe_events: no client access" on public.stripe_events
  for all to anon, authenticated using (false) with check (false);
create policy "email_captures: no client access" on public.email_captures
  for all to anon, authenticated using (false) with check (false);
create policy "login_failures: no client access" on private.login_failures
  for all to anon, authenticated using (false) with check (false);
create policy "reminder_unsubscribe_tokens: no client access" on private.reminder_unsubscribe_tokens
  for all to anon, authenticated using (false) with check (false);

-- (budget_id, user_id) references budgets(id, user_id): deleting a budget finds its rows by both.
create index income_items_budget_user_idx on public.income_items (budget_id, user_id);
create index expense_items_budget_user_idx on public.expense_items (budget_id, user_id);
create index budget_copies_budget_user_idx on public.budget_copies (budget_id, user_id);

-- (goal_id, user_id) references future_plans(id, user_id): this replaces the index on goal_id alone.
drop index public.expense_items_goal_id_idx;
create index expense_items_goal_user_idx on public.expense_items (goal_id, user_id) where goal_id is not null;

-- updated_by references auth.users (on delete set null): deleting a person finds the rows they last changed.
create index income_items_updated_by_idx on public.income_items (updated_by) where updated_by is not null;
create index expense_items_updated_by_idx on public.expense_items (updated_by) where updated_by is not null;
create index future_plans_updated_by_idx on public.future_plans (updated_by) where updated_by is not null;
