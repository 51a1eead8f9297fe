-- Received income (income_items.is_paid) and each person's cushion (profiles.cushion): defaults, bounds, who may
-- change them, and a copy to another month starting every item unpaid.
begin;
select plan(17);

insert into auth.users (id, email) values
  ('00000000-0000-4000-8000-0000000000d1', 'd1@example.com'),
  ('00000000-0000-4000-8000-0000000000d2', 'd2@example.com');
insert into public.budgets (id, user_id, month, year) overriding system value values
  (920001, '00000000-0000-4000-8000-0000000000d1', '2026-11', 2026),
  (920002, '00000000-0000-4000-8000-0000000000d2', '2026-11', 2026);
insert into public.income_items (budget_id, user_id, name, amount, date) values
  (920001, '00000000-0000-4000-8000-0000000000d1', 'Paycheck 1', 250000, '1'),
  (920002, '00000000-0000-4000-8000-0000000000d2', 'Their paycheck', 100000, '1');
insert into public.expense_items (budget_id, user_id, name, amount, due_date) values
  (920001, '00000000-0000-4000-8000-0000000000d1', 'Rent', 140000, '3');

select col_not_null('public', 'income_items', 'is_paid', 'income_items.is_paid is never null');
select col_default_is('public', 'income_items', 'is_paid', 'false', 'new income is not yet received');
select col_not_null('public', 'profiles', 'cushion', 'profiles.cushion is never null');
select is((select cushion from public.profiles where id = '00000000-0000-4000-8000-0000000000d1'), 0,
          'a new profile has no cushion');

select throws_ok(
  format('update public.profiles set cushion = %s where id = %L', bad, '00000000-0000-4000-8000-0000000000d1'),
  '23514', null, format('a cushion of %s is refused by the check constraint', bad)
)
from (values (-1), (100000001)) as bounds (bad);
select lives_ok(
  $$update public.profiles set cushion = 100000000 where id = '00000000-0000-4000-8000-0000000000d1'$$,
  'the amount ceiling itself is a valid cushion'
);

set local role authenticated;
set local request.jwt.claims to '{"sub":"00000000-0000-4000-8000-0000000000d1","role":"authenticated"}';

select lives_ok($$update public.profiles set cushion = 50000$$, 'a person may set their own cushion');
select is((select cushion from public.profiles), 50000, 'their cushion changed');
update public.profiles set cushion = 1 where id = '00000000-0000-4000-8000-0000000000d2';
select lives_ok($$update public.income_items set is_paid = true$$, 'a person may mark their own income received');
update public.income_items set is_paid = true where name = 'Their paycheck';
update public.expense_items set is_paid = true;

create temp table copied as select public.copy_budget_to_month(920001, '2026-12', 2026) as id;
select results_eq(
  $$select is_paid from public.income_items where budget_id = (select id from copied)$$,
  $$values (false)$$,
  'received income is copied as not yet received'
);
select results_eq(
  $$select is_paid from public.expense_items where budget_id = (select id from copied)$$,
  $$values (false)$$,
  'a paid expense is copied as unpaid'
);
reset role;

select is((select cushion from public.profiles where id = '00000000-0000-4000-8000-0000000000d2'), 0,
          'another person''s cushion cannot be changed');
select is((select is_paid from public.income_items where name = 'Their paycheck'), false,
          'another person''s income cannot be marked received');
select is((select is_paid from public.income_items where budget_id = 920001), true,
          'the source month keeps its received income');
select is((select is_paid from public.expense_items where budget_id = 920001), true,
          'the source month keeps its paid expense');
select column_privs_are('public', 'profiles', 'cushion', 'authenticated', array['SELECT', 'UPDATE'],
                        'authenticated may read and update profiles.cushion');

select * from finish();
rollback;
