-- public.order_budget_rows_by_day: a month's rows renumbered by day (income first on a day, then their former
-- order), as the caller under RLS, keeping a copy undoable when the copy was the month's last change.
begin;
select plan(8);

insert into auth.users (id, email) values
  ('00000000-0000-4000-8000-0000000000d1', 'd1@example.com'),
  ('00000000-0000-4000-8000-0000000000d2', 'd2@example.com');

insert into public.budgets (id, user_id, month, year) overriding system value values
  (920001, '00000000-0000-4000-8000-0000000000d1', '2027-02', 2027),
  (920002, '00000000-0000-4000-8000-0000000000d2', '2027-02', 2027);
insert into public.income_items (budget_id, user_id, name, amount, date, sort_order) values
  (920001, '00000000-0000-4000-8000-0000000000d1', 'Paycheck', 1, '02/05/2027', 100),
  (920001, '00000000-0000-4000-8000-0000000000d1', 'Refund', 1, '10', 900);
insert into public.expense_items (budget_id, user_id, name, amount, due_date, sort_order) values
  (920001, '00000000-0000-4000-8000-0000000000d1', 'Electric', 1, '02/10/2027', 200),
  (920001, '00000000-0000-4000-8000-0000000000d1', 'Phone', 1, '02/05/2027', 300),
  (920001, '00000000-0000-4000-8000-0000000000d1', 'Card', 1, '31', 50),
  (920001, '00000000-0000-4000-8000-0000000000d1', 'No day', 1, null, 10),
  (920002, '00000000-0000-4000-8000-0000000000d2', 'Their water', 1, '20', 100),
  (920002, '00000000-0000-4000-8000-0000000000d2', 'Their rent', 1, '1', 200);

set local role anon;
select throws_ok($$select public.order_budget_rows_by_day(920001)$$, '42501', null,
                 'anon may not call order_budget_rows_by_day');
reset role;

set local role authenticated;
set local request.jwt.claims to '{"sub":"00000000-0000-4000-8000-0000000000d1","role":"authenticated"}';

select is(public.order_budget_rows_by_day(920001), 920001::bigint, 'answers the budget id');
select results_eq(
  $$select name from (
      select name, sort_order, 0 as kind from public.income_items where budget_id = 920001
      union all
      select name, sort_order, 1 from public.expense_items where budget_id = 920001) rows
    order by sort_order$$,
  $$values ('Paycheck'::text), ('Phone'::text), ('Refund'::text), ('Electric'::text), ('No day'::text), ('Card'::text)$$,
  'rows by day in the month (a day the month lacks is its last, no day the 15th), income first on a day'
);
select results_eq(
  $$select sort_order from public.expense_items where budget_id = 920001 order by sort_order$$,
  $$values (200), (400), (500), (600)$$,
  'numbered 100, 200, ... across the month'
);
select is(public.order_budget_rows_by_day(920002), 920002::bigint, 'someone else''s budget: nothing to see');
reset role;
select results_eq(
  $$select name, sort_order from public.expense_items where budget_id = 920002 order by name$$,
  $$values ('Their rent'::text, 200), ('Their water'::text, 100)$$,
  'someone else''s rows keep their order'
);

-- A copy's record follows the renumbering when the copy was the month's last change, so undo still works.
insert into public.budget_copies (budget_id, user_id, revision, created_budget, carry_forward_before, future_goals_balance_before)
select id, user_id, revision, true, 0, 0 from public.budgets where id = 920001;
update public.income_items set sort_order = 5000 where budget_id = 920001 and name = 'Refund';
update public.budget_copies c set revision = b.revision from public.budgets b where c.budget_id = b.id and b.id = 920001;
set local role authenticated;
set local request.jwt.claims to '{"sub":"00000000-0000-4000-8000-0000000000d1","role":"authenticated"}';
select is(public.order_budget_rows_by_day(920001), 920001::bigint, 'renumbers the copied month');
reset role;
select ok(
  (select c.revision = b.revision from public.budget_copies c join public.budgets b on b.id = c.budget_id
   where b.id = 920001),
  'after a copy, renumbering keeps the copy''s revision equal to the month''s'
);

select * from finish();
rollback;
