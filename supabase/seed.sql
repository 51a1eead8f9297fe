-- Demo data for local development: demo@halfwise.app / halfwise-demo (Dana), a budget for last month and
-- this month (dates relative to now(), so the demo never goes stale) and three savings goals.
-- Re-runnable: does nothing when the demo user already exists.

do $$
declare
  v_user_id constant uuid := 'de300000-0000-4000-8000-000000000001';
  -- bcrypt of 'halfwise-demo', in the $2a$ form GoTrue stores.
  v_password_hash constant text := '$2a$10$Eff7TPWqf358OWAx6jF41.hbJfsVFCySqYYFPgkeEUj4JoiyDo0h2';
  v_this_month constant date := date_trunc('month', now() at time zone 'utc')::date;
  v_month date;
  v_budget_id bigint;
begin
  if exists (select 1 from auth.users where lower(email) = 'demo@halfwise.app') then
    return;
  end if;

  insert into auth.users (
    instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
    confirmation_token, recovery_token, email_change_token_new, email_change,
    raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at
  ) values (
    '00000000-0000-0000-0000-000000000000', v_user_id, 'authenticated', 'authenticated', 'demo@halfwise.app',
    v_password_hash, now(), '', '', '', '',
    '{"provider":"email","providers":["email"]}', '{"first_name":"Dana"}', false, now(), now()
  );

  -- The sign-up trigger made the profile; the demo has been budgeting since last month and has already set
  -- up a card (a simulated-billing customer), so signing in goes straight to the budget.
  update public.profiles
  set first_name = 'Dana',
      last_name = 'Demo',
      first_budget_month = to_char(v_this_month - interval '1 month', 'YYYY-MM'),
      stripe_customer_id = 'cus_DemoHalfwise0001',
      subscription_status = 'trialing',
      trial_end_date = now() + interval '5 days'
  where id = v_user_id;

  foreach v_month in array array[(v_this_month - interval '1 month')::date, v_this_month] loop
    insert into public.budgets (user_id, month, year, carry_forward, future_goals_balance)
    values (v_user_id, to_char(v_month, 'YYYY-MM'), extract(year from v_month)::int, 0, 125000)
    returning id into v_budget_id;

    insert into public.income_items (budget_id, user_id, name, amount, date, priority, category, sort_order)
    select v_budget_id, v_user_id, item.name, item.amount, to_char(v_month + (item.day - 1), 'MM/DD/YYYY'), 3, 'other', item.sort_order
    from (values ('Paycheck 1', 240000, 1, 100), ('Paycheck 2', 240000, 15, 1100)) as item (name, amount, day, sort_order);

    insert into public.expense_items (budget_id, user_id, name, amount, category, is_paid, due_date, priority, sort_order)
    select v_budget_id, v_user_id, item.name, item.amount, item.category, v_month < v_this_month,
           to_char(v_month + (item.day - 1), 'MM/DD/YYYY'), 3, item.sort_order
    from (values
      ('Rent', 145000, 'housing', 1, 100),
      ('Phone', 6500, 'utilities', 5, 200),
      ('Utilities', 18000, 'utilities', 10, 300),
      ('Spending', 30000, 'spending', 1, 400),
      ('Spending', 30000, 'spending', 15, 1100),
      ('Future Goals 🚀', 30000, 'savings', 15, 1200),
      ('Car Payment', 38500, 'transportation', 18, 1300),
      ('Groceries', 45000, 'food', 20, 1400)
    ) as item (name, amount, category, day, sort_order);

    update public.budgets
    set total_income = (select sum(amount) from public.income_items where budget_id = v_budget_id),
        total_expenses = (select sum(amount) from public.expense_items where budget_id = v_budget_id)
    where id = v_budget_id;
  end loop;

  insert into public.future_plans (user_id, name, target_amount, saved_amount, timeframe_months, emoji)
  values
    (v_user_id, 'Emergency Fund', 500000, 0, 12, '🛟'),
    (v_user_id, 'Vacation', 200000, 0, 12, '🏖️'),
    (v_user_id, 'New Laptop', 150000, 0, 12, '💻');
end
$$;
