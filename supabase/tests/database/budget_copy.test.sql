-- public.copy_budget_to_month and the calendar functions: set-based copy as the caller, under RLS.
begin;
select plan(19);

insert into auth.users (id, email) values
  ('00000000-0000-4000-8000-0000000000c1', 'c1@example.com'),
  ('00000000-0000-4000-8000-0000000000c2', 'c2@example.com');

insert into public.budgets (id, user_id, month, year, carry_forward, future_goals_balance) overriding system value values
  (910001, '00000000-0000-4000-8000-0000000000c1', '2026-12', 2026, 4200, 9000),
  (910002, '00000000-0000-4000-8000-0000000000c1', '2026-10', 2026, 0, 0),
  (910003, '00000000-0000-4000-8000-0000000000c2', '2026-12', 2026, 0, 0);
insert into public.income_items (budget_id, user_id, name, amount, date, priority, category, sort_order) values
  (910001, '00000000-0000-4000-8000-0000000000c1', 'Paycheck 1', 250000, '12/01/2026', 2, 'salary', 100);
insert into public.expense_items (budget_id, user_id, name, amount, due_date, priority, category, is_paid, sort_order) values
  (910001, '00000000-0000-4000-8000-0000000000c1', 'Rent', 140000, '12/31/2026', 4, 'housing', true, 200),
  (910001, '00000000-0000-4000-8000-0000000000c1', 'Phone', 5000, '20', 3, 'other', false, 100),
  (910003, '00000000-0000-4000-8000-0000000000c2', 'Their rent', 1, '1', 3, 'other', false, 100);

select is(public.item_day('12/05/2026'), 5, 'item_day reads the day of MM/DD/YYYY');
select is(public.item_day('nothing'), 15, 'item_day defaults to 15');
select is(public.move_date_to_month('01/31/2027', '2027-02'), '02/28/2027', 'move_date_to_month clamps to the month');
select is(public.move_date_to_month('20', '2027-02'), '20', 'move_date_to_month keeps a plain day');

set local role anon;
select throws_ok($$select public.copy_budget_to_month(910001, '2027-01', 2027)$$, '42501', null,
                 'anon may not call copy_budget_to_month');
reset role;

set local role authenticated;
set local request.jwt.claims to '{"sub":"00000000-0000-4000-8000-0000000000c1","role":"authenticated"}';

select throws_ok($$select public.copy_budget_to_month(910003, '2027-01', 2027)$$, 'HW404', null,
                 'a person cannot copy someone else''s budget');
select throws_ok($$select public.copy_budget_to_month(910002, '2026-11', 2026)$$, 'HW400', null,
                 'a budget without items cannot be copied');

create temp table copied as select public.copy_budget_to_month(910001, '2027-01', 2027) as id;
select results_eq(
  $$select month, year, carry_forward, future_goals_balance from public.budgets where id = (select id from copied)$$,
  $$values ('2027-01'::text, 2027, 4200, 9000)$$,
  'the target budget is created with the source''s carry-forward and Future Goals balance'
);
select results_eq(
  $$select name, amount, date, priority, category, sort_order from public.income_items
    where budget_id = (select id from copied)$$,
  $$values ('Paycheck 1'::text, 250000, '01/01/2027'::text, 2, 'salary'::text, 100)$$,
  'income is copied with its date moved into the target month'
);
select results_eq(
  $$select name, amount, due_date, priority, category, is_paid, sort_order from public.expense_items
    where budget_id = (select id from copied) order by sort_order$$,
  $$values ('Phone'::text, 5000, '20'::text, 3, 'other'::text, false, 100),
           ('Rent'::text, 140000, '01/31/2027'::text, 4, 'housing'::text, false, 200)$$,
  'expenses are copied across the year end with paid flags reset'
);
select throws_ok($$select public.copy_budget_to_month(910001, '2027-01', 2027)$$, 'HW409', null,
                 'a second copy into a month with items is refused');
select is((select count(*) from public.expense_items where budget_id = (select id from copied)), 2::bigint,
          'the refused copy added nothing');

-- With the dates of paychecks moved to the target's matching payday (computed by the API with the core).
create temp table copied_with_dates as
select public.copy_budget_to_month(910001, '2027-02', 2027, jsonb_build_object(
  (select id from public.income_items where budget_id = 910001)::text, '02/13/2027')) as id;
select results_eq(
  $$select date from public.income_items where budget_id = (select id from copied_with_dates)$$,
  $$values ('02/13/2027'::text)$$,
  'income named in income_dates gets the date given for it'
);
select results_eq(
  $$select due_date from public.expense_items where budget_id = (select id from copied_with_dates) order by sort_order$$,
  $$values ('20'::text), ('02/28/2027'::text)$$,
  'every other item keeps its day of month'
);
reset role;

select is((select count(*) from public.budgets where user_id = '00000000-0000-4000-8000-0000000000c2'), 1::bigint,
          'the other person still has only their own budget');
select is((select user_id from public.budgets where id = (select id from copied)),
          '00000000-0000-4000-8000-0000000000c1'::uuid, 'the copy belongs to the caller');
select is((select is_paid from public.expense_items where budget_id = 910001 and name = 'Rent'), true,
          'the source month is untouched');
select function_privs_are('public', 'copy_budget_to_month', array['bigint', 'text', 'integer'], 'authenticated',
                          array['EXECUTE'], 'authenticated may call copy_budget_to_month');
select function_privs_are('public', 'copy_budget_to_month', array['bigint', 'text', 'integer', 'jsonb'], 'authenticated',
                          array['EXECUTE'], 'authenticated may call copy_budget_to_month with paycheck dates');

select * from finish();
rollback;
