-- The household policies test the owner first: `user_id = (select auth.uid()) or private.can_access(user_id)`.
-- The same rule as before (can_access grants the owner too), but the owner's own rows, nearly every row anyone
-- reads, no longer call can_access once per row: the subselect is evaluated once per statement, and can_access
-- (security definer with its own search path, so never inlined) ran per row, reading the claims each time. A
-- 60-item budget read spent more than half its database time there.
do $$
declare
  t text;
  grant_rule constant text := '(user_id = (select auth.uid()) or private.can_access(user_id))';
begin
  foreach t in array array['budgets', 'income_items', 'expense_items', 'future_plans', 'pay_schedules', 'budget_copies'] loop
    execute format('alter policy "%1$s: household reads" on public.%1$I using %2$s', t, grant_rule);
    execute format('alter policy "%1$s: household inserts" on public.%1$I with check %2$s', t, grant_rule);
    execute format('alter policy "%1$s: household updates" on public.%1$I using %2$s with check %2$s', t, grant_rule);
    execute format('alter policy "%1$s: household deletes" on public.%1$I using %2$s', t, grant_rule);
  end loop;
end $$;
