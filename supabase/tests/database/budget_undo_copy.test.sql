-- budgets.revision (the change stamp) and public.undo_budget_copy: an undone copy leaves the month as it was,
-- and any change of the month after the copy refuses the undo.
begin;
select plan(13);

insert into auth.users (id, email) values
  ('00000000-0000-4000-8000-0000000000d1', 'd1@example.com'),
  ('00000000-0000-4000-8000-0000000000d2', 'd2@example.com');

insert into public.budgets (id, user_id, month, year, carry_forward) overriding system value values
  (920001, '00000000-0000-4000-8000-0000000000d1', '2026-11', 2026, 500),
  (920002, '00000000-0000-4000-8000-0000000000d1', '2026-12', 2026, 7);
insert into public.expense_items (budget_id, user_id, name, amount, due_date) values
  (920001, '00000000-0000-4000-8000-0000000000d1', 'Rent', 140000, '1'),
  (920001, '00000000-0000-4000-8000-0000000000d1', 'Phone', 5000, '20');

create function pg_temp.revision(budget bigint) returns bigint language sql as
  $$select revision from public.budgets where id = budget$$;

-- Each statement on a month's items raises its stamp once, whatever the number of rows.
create temp table stamps (step text primary key, revision bigint);
insert into stamps values ('start', pg_temp.revision(920001));
update public.expense_items set amount = amount + 1 where budget_id = 920001;
select is(pg_temp.revision(920001), (select revision + 1 from stamps where step = 'start'),
          'an update of two items raises the stamp once');
update public.budgets set carry_forward = 600 where id = 920001;
select is(pg_temp.revision(920001), (select revision + 2 from stamps where step = 'start'),
          'a new carry-forward raises the stamp');
update public.budgets set last_spending_claim = 'today' where id = 920001;
select is(pg_temp.revision(920001), (select revision + 2 from stamps where step = 'start'),
          'a change of a figure the month does not show leaves it');
select is(pg_temp.revision(920002), 0::bigint, 'another month keeps its stamp');

set local role anon;
select throws_ok($$select public.undo_budget_copy(920002)$$, '42501', null, 'anon may not undo a copy');
reset role;

set local role authenticated;
set local request.jwt.claims to '{"sub":"00000000-0000-4000-8000-0000000000d1","role":"authenticated"}';

select throws_ok($$select public.undo_budget_copy(920002)$$, 'HW410', null,
                 'a month never copied into has nothing to undo');
create temp table copied_into_december as select public.copy_budget_to_month(920001, '2026-12', 2026) as id;
select results_eq($$select created_budget, carry_forward_before from public.budget_copies where budget_id = 920002$$,
                  $$values (false, 7)$$, 'the copy records what it found in the existing month');
select lives_ok($$select public.undo_budget_copy(920002)$$, 'the untouched copy is undone');
select results_eq($$select carry_forward, (select count(*) from public.expense_items where budget_id = 920002)
                    from public.budgets where id = 920002$$,
                  $$values (7, 0::bigint)$$, 'its items are gone and its carry-forward is back');

create temp table copied_into_january as select public.copy_budget_to_month(920001, '2027-01', 2027) as id;
delete from public.expense_items where budget_id = (select id from copied_into_january) and name = 'Phone';
select throws_ok($$select public.undo_budget_copy((select id from copied_into_january))$$,
                 'HW409', null, 'a copied month changed since is refused');
select is((select count(*) from public.expense_items where budget_id = (select id from copied_into_january)),
          1::bigint, 'and keeps what it holds');

reset role;
set local role authenticated;
set local request.jwt.claims to '{"sub":"00000000-0000-4000-8000-0000000000d2","role":"authenticated"}';
select throws_ok($$select public.undo_budget_copy(920001)$$, 'HW404', null,
                 'someone else''s month is not found');
reset role;
select is((select count(*) from public.expense_items where budget_id = 920001), 2::bigint,
          'and nothing of it changes');

select * from finish();
rollback;
