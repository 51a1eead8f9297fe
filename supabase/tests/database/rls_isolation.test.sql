-- Row-level security: for every user-owned table, person A reads, changes and deletes only A's rows.
-- Table-driven: each row of `cases` names a table, how to write to it, and what A may do.
begin;
select plan(132);

-- Two people; the sign-up trigger gives each a profile.
insert into auth.users (id, email) values
  ('00000000-0000-4000-8000-00000000000a', 'a@example.com'),
  ('00000000-0000-4000-8000-00000000000b', 'b@example.com');

create temp table people (label text primary key, id uuid not null, budget_id bigint, income_id bigint, expense_id bigint);
insert into people (label, id) values
  ('A', '00000000-0000-4000-8000-00000000000a'),
  ('B', '00000000-0000-4000-8000-00000000000b');

-- Rows for both people in every user-owned table (written as the table owner).
insert into public.budgets (user_id, month, year) select id, '2026-01', 2026 from people;
update people p set budget_id = b.id from public.budgets b where b.user_id = p.id;
insert into public.income_items (budget_id, user_id, name, amount, date) select budget_id, id, 'Paycheck 1', 250000, '1' from people;
insert into public.expense_items (budget_id, user_id, name, amount, due_date) select budget_id, id, 'Rent', 140000, '1' from people;
update people p set income_id = i.id from public.income_items i where i.user_id = p.id;
update people p set expense_id = e.id from public.expense_items e where e.user_id = p.id;
insert into public.future_plans (user_id, name, target_amount) select id, 'Vacation', 200000 from people;
insert into public.email_events (user_id, email, event_type) select id, 'x@example.com', 'signup' from people;
insert into public.conversion_events (user_id, event_type) select id, 'signup' from people;
insert into public.idempotency_keys (user_id, key, request_hash, response_status, response_body)
select id, 'first-key', repeat('a', 64), 200, '{}' from people;
insert into public.pay_schedules (user_id, kind, days) select id, 'semimonthly', '{1,15}' from people;
insert into public.goal_settings (user_id, into_budget) select id, true from people;
insert into public.goal_set_aside_ticks (user_id, payday, amount) select id, '2027-01-01', 5000 from people;
insert into public.budget_copies (budget_id, user_id, revision, created_budget, carry_forward_before, future_goals_balance_before)
select budget_id, id, 0, false, 0, 0 from people;
insert into public.calendar_feeds (user_id, token_hash) select id, encode(sha256(id::text::bytea), 'hex') from people;
insert into public.runway_apply_undos (user_id, undo_id, record) select id, 'undo-0001', '{}' from people;

-- What each table allows. `tamper` is a `column = value` both used as SET clause and as WHERE test;
-- `insert_sql` is a format() template: %1$L = owner id, %2$s = that owner's budget id. Outcomes are what
-- pg_temp.outcome() reports: 'rows:N' or 'error:SQLSTATE' (42501 = insufficient privilege / RLS violation).
create temp table cases (
  table_name text primary key,
  owner_column text not null,
  tamper text not null,
  insert_sql text not null,
  own_insert text not null,
  own_update text not null,
  own_delete text not null,
  other_update text not null,
  other_delete text not null
);
insert into cases values
  ('profiles', 'id', 'first_name = ''tampered''',
   'insert into public.profiles (id, email) values (%1$L, ''new@example.com'')',
   'error:42501', 'rows:1', 'error:42501', 'rows:0', 'error:42501'),
  ('budgets', 'user_id', 'carry_forward = 4242',
   'insert into public.budgets (user_id, month, year) values (%1$L, ''2026-02'', 2026)',
   'rows:1', 'rows:2', 'rows:2', 'rows:0', 'rows:0'),
  ('income_items', 'user_id', 'name = ''tampered''',
   'insert into public.income_items (budget_id, user_id, name, amount) values (%2$s, %1$L, ''Bonus'', 100)',
   'rows:1', 'rows:2', 'rows:2', 'rows:0', 'rows:0'),
  ('expense_items', 'user_id', 'name = ''tampered''',
   'insert into public.expense_items (budget_id, user_id, name, amount) values (%2$s, %1$L, ''Phone'', 100)',
   'rows:1', 'rows:2', 'rows:2', 'rows:0', 'rows:0'),
  ('future_plans', 'user_id', 'name = ''tampered''',
   'insert into public.future_plans (user_id, name, target_amount) values (%1$L, ''Laptop'', 100)',
   'rows:1', 'rows:2', 'rows:2', 'rows:0', 'rows:0'),
  ('email_events', 'user_id', 'event_type = ''tampered''',
   'insert into public.email_events (user_id, email, event_type) values (%1$L, ''x@example.com'', ''signup'')',
   'error:42501', 'error:42501', 'error:42501', 'error:42501', 'error:42501'),
  ('conversion_events', 'user_id', 'event_type = ''tampered''',
   'insert into public.conversion_events (user_id, event_type) values (%1$L, ''signup'')',
   'error:42501', 'error:42501', 'error:42501', 'error:42501', 'error:42501'),
  ('idempotency_keys', 'user_id', 'response_status = 201',
   'insert into public.idempotency_keys (user_id, key, request_hash, response_status, response_body) values (%1$L, gen_random_uuid()::text, repeat(''b'', 64), 201, ''{}'')',
   'rows:1', 'error:42501', 'error:42501', 'error:42501', 'error:42501'),
  -- One copy record per month: A's second one for the same budget is a duplicate key (23505).
  ('budget_copies', 'user_id', 'revision = 42',
   'insert into public.budget_copies (budget_id, user_id, revision, created_budget, carry_forward_before, future_goals_balance_before) values (%2$s, %1$L, 0, true, 0, 0)',
   'error:23505', 'rows:1', 'rows:1', 'rows:0', 'rows:0'),
  -- One schedule per person: A's second one is a duplicate key (23505).
  ('pay_schedules', 'user_id', 'days = ''{5,20}''',
   'insert into public.pay_schedules (user_id, kind, day) values (%1$L, ''monthly'', 25)',
   'error:23505', 'rows:1', 'rows:1', 'rows:0', 'rows:0'),
  -- One settings row per budget owner: A's second one is a duplicate key (23505).
  ('goal_settings', 'user_id', 'into_budget = false',
   'insert into public.goal_settings (user_id, into_budget) values (%1$L, true)',
   'error:23505', 'rows:1', 'rows:1', 'rows:0', 'rows:0'),
  ('goal_set_aside_ticks', 'user_id', 'amount = 42',
   'insert into public.goal_set_aside_ticks (user_id, payday, amount) values (%1$L, ''2027-01-15'', 100)',
   'rows:1', 'rows:2', 'rows:2', 'rows:0', 'rows:0'),
  -- One feed per person, replaced by delete and insert: no update at all.
  ('calendar_feeds', 'user_id', 'token_hash = repeat(''c'', 64)',
   'insert into public.calendar_feeds (user_id, token_hash) values (%1$L, md5(random()::text) || md5(random()::text))',
   'error:23505', 'error:42501', 'rows:1', 'error:42501', 'rows:0'),
  ('runway_apply_undos', 'user_id', 'record = ''{"t": 1}''',
   'insert into public.runway_apply_undos (user_id, undo_id, record) values (%1$L, gen_random_uuid()::text, ''{}'')',
   'rows:1', 'rows:2', 'rows:2', 'rows:0', 'rows:0');

create function pg_temp.count_where(table_name text, predicate text) returns bigint
language plpgsql as $$
declare n bigint;
begin
  execute format('select count(*) from public.%I where %s', table_name, predicate) into n;
  return n;
end $$;

\ir helpers/outcome.psql

-- Counts before A acts, to prove afterwards that B's rows are untouched.
create temp table counts_before as
select c.table_name, p.label, pg_temp.count_where(c.table_name, format('%I = %L', c.owner_column, p.id)) as n
from cases c cross join people p;

grant select on people, cases, counts_before to authenticated;

-- Act as A.
set local role authenticated;
set local request.jwt.claims to '{"sub":"00000000-0000-4000-8000-00000000000a","role":"authenticated"}';

select is(pg_temp.count_where(c.table_name, format('%I <> %L', c.owner_column, a.id)), 0::bigint,
          format('%s: A sees no one else''s rows', c.table_name))
from cases c, people a where a.label = 'A' order by c.table_name;

select is(pg_temp.count_where(c.table_name, 'true'), b.n,
          format('%s: A sees all own rows', c.table_name))
from cases c join counts_before b on b.table_name = c.table_name and b.label = 'A' order by c.table_name;

select is(pg_temp.outcome(format('update public.%I set %s where %I = %L', c.table_name, c.tamper, c.owner_column, b.id)),
          c.other_update, format('%s: A cannot update B''s rows', c.table_name))
from cases c, people b where b.label = 'B' order by c.table_name;

select is(pg_temp.outcome(format('delete from public.%I where %I = %L', c.table_name, c.owner_column, b.id)),
          c.other_delete, format('%s: A cannot delete B''s rows', c.table_name))
from cases c, people b where b.label = 'B' order by c.table_name;

select is(pg_temp.outcome(format(c.insert_sql, b.id, b.budget_id)), 'error:42501',
          format('%s: A cannot insert a row owned by B', c.table_name))
from cases c, people b where b.label = 'B' order by c.table_name;

select is(pg_temp.outcome(format(c.insert_sql, a.id, a.budget_id)), c.own_insert,
          format('%s: A inserts own rows as allowed', c.table_name))
from cases c, people a where a.label = 'A' order by c.table_name;

select is(pg_temp.outcome(format('update public.%I set %s', c.table_name, c.tamper)), c.own_update,
          format('%s: A updates own rows as allowed', c.table_name))
from cases c order by c.table_name;

-- Items must belong to a budget of their owner: the composite foreign key rejects B's budget (23503).
select is(pg_temp.outcome(format('insert into public.income_items (budget_id, user_id, name, amount) values (%s, %L, ''x'', 1)', b.budget_id, a.id)),
          'error:23503', 'income_items: A cannot add an item to B''s budget')
from people a, people b where a.label = 'A' and b.label = 'B';
select is(pg_temp.outcome(format('insert into public.expense_items (budget_id, user_id, name, amount) values (%s, %L, ''x'', 1)', b.budget_id, a.id)),
          'error:23503', 'expense_items: A cannot add an item to B''s budget')
from people a, people b where a.label = 'A' and b.label = 'B';
select is(pg_temp.outcome(format('update public.income_items set budget_id = %s where id = %s', b.budget_id, a.income_id)),
          'error:23503', 'income_items: A cannot move an item into B''s budget')
from people a, people b where a.label = 'A' and b.label = 'B';
select is(pg_temp.outcome(format('update public.expense_items set budget_id = %s where id = %s', b.budget_id, a.expense_id)),
          'error:23503', 'expense_items: A cannot move an item into B''s budget')
from people a, people b where a.label = 'A' and b.label = 'B';

-- The API records a sign-up conversion as the new user: only a 'registration' event, only for oneself.
select is(pg_temp.outcome(format('insert into public.conversion_events (user_id, event_type, event_id) values (%L, ''registration'', ''evt-a'')', a.id)),
          'rows:1', 'conversion_events: A records own registration')
from people a where a.label = 'A';
select is(pg_temp.outcome(format('insert into public.conversion_events (user_id, event_type, event_id) values (%L, ''registration'', ''evt-b'')', b.id)),
          'error:42501', 'conversion_events: A cannot record a registration for B')
from people b where b.label = 'B';

-- Deleting own budgets last (it cascades to own items, so items are deleted first).
select is(pg_temp.outcome(format('delete from public.%I', c.table_name)), c.own_delete,
          format('%s: A deletes own rows as allowed', c.table_name))
from cases c order by c.table_name = 'budgets', c.table_name;

-- Back to the owner: B's rows are all there and unchanged.
reset role;
select is(pg_temp.count_where(c.table_name, format('%I = %L and not coalesce(%s, false)', c.owner_column, b.id, c.tamper)), n.n,
          format('%s: B''s rows are intact after A''s attempts', c.table_name))
from cases c
join people b on b.label = 'B'
join counts_before n on n.table_name = c.table_name and n.label = 'B'
order by c.table_name;

select * from finish();
rollback;
