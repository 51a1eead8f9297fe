-- A bill keeps its day (migration 20261207100000): copy_budget_to_month keeps the day an item was given through
-- months without it, the kept day reaches the month's answer and the runway's read, and nobody else's row.
begin;
select plan(14);

insert into auth.users (id, email) values
  ('00000000-0000-4000-8000-0000000000d1', 'd1@example.com'),
  ('00000000-0000-4000-8000-0000000000d2', 'd2@example.com');

insert into public.budgets (id, user_id, month, year) overriding system value values
  (920001, '00000000-0000-4000-8000-0000000000d1', '2027-01', 2027),
  (920002, '00000000-0000-4000-8000-0000000000d2', '2027-02', 2027);
insert into public.income_items (budget_id, user_id, name, amount, date, sort_order) values
  (920001, '00000000-0000-4000-8000-0000000000d1', 'Side job', 10000, '01/30/2027', 1);
insert into public.expense_items (budget_id, user_id, name, amount, due_date, sort_order) values
  (920001, '00000000-0000-4000-8000-0000000000d1', 'Card payment', 45000, '01/31/2027', 1),
  (920001, '00000000-0000-4000-8000-0000000000d1', 'Phone', 5000, '31', 2),
  (920002, '00000000-0000-4000-8000-0000000000d2', 'Their card', 100, '02/28/2027', 1);
update public.expense_items set kept_day = 31 where name = 'Their card';

select is(public.given_day('02/28/2027', 31, '2027-02'), 31, 'given_day reads the kept day on the month''s last day');
select is(public.given_day('02/14/2027', 31, '2027-02'), 14, 'given_day ignores a kept day the date no longer shows');
select is(public.move_kept_date('02/28/2027', 31, '2027-02', '2027-04'), '04/30/2027',
          'move_kept_date puts the kept day in the target month, on its last day when it lacks it');
select is(public.kept_day_in_month('02/28/2027', 31, '2027-02', '2027-03'), null::smallint,
          'kept_day_in_month is null once the target has the day');
select throws_ok($$update public.expense_items set kept_day = 28 where name = 'Their card'$$, '23514', null,
                 'a kept day is one of the 29th to the 31st');

set local role authenticated;
set local request.jwt.claims to '{"sub":"00000000-0000-4000-8000-0000000000d1","role":"authenticated"}';

create temp table chain (month text, id bigint);
insert into chain select '2027-02', public.copy_budget_to_month(920001, '2027-02', 2027);
insert into chain select '2027-03', public.copy_budget_to_month((select id from chain where month = '2027-02'), '2027-03', 2027);
insert into chain select '2027-04', public.copy_budget_to_month((select id from chain where month = '2027-03'), '2027-04', 2027);

select results_eq(
  $$select c.month, e.due_date, e.kept_day from chain c join public.expense_items e on e.budget_id = c.id
    where e.name = 'Card payment' order by c.month$$,
  $$values ('2027-02'::text, '02/28/2027'::text, 31::smallint), ('2027-03', '03/31/2027', null),
           ('2027-04', '04/30/2027', 31::smallint)$$,
  'Card payment 01/31 copied January to April lands on Feb 28, Mar 31 and Apr 30'
);
select results_eq(
  $$select c.month, i.date, i.kept_day from chain c join public.income_items i on i.budget_id = c.id
    order by c.month$$,
  $$values ('2027-02'::text, '02/28/2027'::text, 30::smallint), ('2027-03', '03/30/2027', null),
           ('2027-04', '04/30/2027', null)$$,
  'income on the 30th that is no paycheck keeps its day too'
);
select results_eq(
  $$select e.due_date, e.kept_day from chain c join public.expense_items e on e.budget_id = c.id
    where e.name = 'Phone' order by c.month$$,
  $$values ('31'::text, null::smallint), ('31', null), ('31', null)$$,
  'a plain day number stays as it is, with no kept day'
);

select is(
  (select (body::json -> 'expenseItems' -> 0 ->> 'keptDay')::integer
   from public.budget_json('00000000-0000-4000-8000-0000000000d1', '2027-04')),
  31, 'the month''s answer carries the kept day'
);
select ok(
  (select not (body::json -> 'expenseItems' -> 0)::jsonb ? 'keptDay'
   from public.budget_json('00000000-0000-4000-8000-0000000000d1', '2027-03')),
  'an item without a kept day reads as before, with no keptDay field'
);
select is(
  (select e.value ->> 3 from json_array_elements(public.runway_budgets_json('2027-02', '2027-02')::json) m,
     json_array_elements(m.value -> 'e') e where e.value ->> 2 = '02/28/2027'),
  '31', 'the runway reads the kept day with each item'
);

-- A date the person changes is the day they give: the next copy follows it, not the kept day.
update public.expense_items set due_date = '04/29/2027', kept_day = null
where name = 'Card payment' and budget_id = (select id from chain where month = '2027-04');
insert into chain select '2027-05', public.copy_budget_to_month((select id from chain where month = '2027-04'), '2027-05', 2027);
select is(
  (select e.due_date from public.expense_items e
   where e.budget_id = (select id from chain where month = '2027-05') and e.name = 'Card payment'),
  '05/29/2027', 'an edited date is copied as the person gave it'
);

select is((select count(*) from public.expense_items where name = 'Their card'), 0::bigint,
          'nobody sees another person''s kept day');
select is((select count(*) from public.expense_items where kept_day is not null), 1::bigint,
          'the copies set a kept day only where the month lacks the day');

select * from finish();
rollback;
