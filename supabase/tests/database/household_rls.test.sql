-- Budget together: every shared table x select/insert/update/delete x (owner, partner, removed partner,
-- invited but not accepted, stranger, anon), with the exact expected answer; and private.can_access itself.
begin;
select plan(247);

insert into auth.users (id, email, email_confirmed_at) values
  ('00000000-0000-4000-8000-0000000000a1', 'ann@example.com', now()),
  ('00000000-0000-4000-8000-0000000000b2', 'ben@example.com', now()),
  ('00000000-0000-4000-8000-0000000000c3', 'cat@example.com', now()),
  ('00000000-0000-4000-8000-0000000000d4', 'dan@example.com', now()),
  ('00000000-0000-4000-8000-0000000000e5', 'eve@example.com', now());

create temp table roles (label text primary key, id uuid);
insert into roles values
  ('owner', '00000000-0000-4000-8000-0000000000a1'),
  ('partner', '00000000-0000-4000-8000-0000000000b2'),
  ('removed partner', '00000000-0000-4000-8000-0000000000c3'),
  ('invited', '00000000-0000-4000-8000-0000000000d4'),
  ('stranger', '00000000-0000-4000-8000-0000000000e5'),
  ('anon', null);

-- Ann's household: Cat was her partner and was removed, Ben is her partner now, Dan holds an unused invitation,
-- Eve is a stranger.
insert into public.households (owner_id, partner_id, partner_joined_at) values
  ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000c3', now());
update public.households set partner_id = null where owner_id = '00000000-0000-4000-8000-0000000000a1';
update public.households set partner_id = '00000000-0000-4000-8000-0000000000b2', partner_joined_at = now()
where owner_id = '00000000-0000-4000-8000-0000000000a1';
insert into public.household_invitations (owner_id, email, token_hash)
values ('00000000-0000-4000-8000-0000000000a1', 'dan@example.com', repeat('d', 64));

-- Ann's rows in every shared table.
insert into public.budgets (user_id, month, year) values ('00000000-0000-4000-8000-0000000000a1', '2026-01', 2026);
create temp table ann as select id as budget_id from public.budgets where user_id = '00000000-0000-4000-8000-0000000000a1';
insert into public.income_items (budget_id, user_id, name, amount, date) select budget_id, '00000000-0000-4000-8000-0000000000a1', 'Pay', 1000, '1' from ann;
insert into public.expense_items (budget_id, user_id, name, amount, due_date) select budget_id, '00000000-0000-4000-8000-0000000000a1', 'Rent', 500, '1' from ann;
insert into public.future_plans (user_id, name, target_amount) values ('00000000-0000-4000-8000-0000000000a1', 'Trip', 900);
insert into public.pay_schedules (user_id, kind, day) values ('00000000-0000-4000-8000-0000000000a1', 'monthly', 1);
insert into public.goal_settings (user_id, into_budget) values ('00000000-0000-4000-8000-0000000000a1', false);
insert into public.goal_set_aside_ticks (user_id, payday, amount) values ('00000000-0000-4000-8000-0000000000a1', '2027-01-01', 5000);
insert into public.budget_copies (budget_id, user_id, revision, created_budget, carry_forward_before, future_goals_balance_before)
select budget_id, '00000000-0000-4000-8000-0000000000a1', 0, false, 0, 0 from ann;
insert into public.runway_apply_undos (user_id, undo_id, record) values ('00000000-0000-4000-8000-0000000000a1', 'undo-0001', '{}');

-- How each table is written to as Ann's budget. %1$L = Ann's id, %2$s = Ann's budget id.
create temp table cases (table_name text primary key, insert_sql text, tamper text);
insert into cases values
  ('budgets', 'insert into public.budgets (user_id, month, year) values (%1$L, ''2026-0'' || (2 + (random() * 7)::int), 2026) on conflict do nothing', 'carry_forward = 7'),
  ('income_items', 'insert into public.income_items (budget_id, user_id, name, amount) values (%2$s, %1$L, ''Bonus'', 1)', 'name = ''x'''),
  ('expense_items', 'insert into public.expense_items (budget_id, user_id, name, amount) values (%2$s, %1$L, ''Phone'', 1)', 'name = ''x'''),
  ('future_plans', 'insert into public.future_plans (user_id, name, target_amount) values (%1$L, ''Car'', 1)', 'name = ''x'''),
  ('pay_schedules', 'insert into public.pay_schedules (user_id, kind, day) values (%1$L, ''monthly'', 2) on conflict (user_id) do update set day = 2', 'day = 3'),
  ('goal_settings', 'insert into public.goal_settings (user_id, into_budget) values (%1$L, true) on conflict (user_id) do update set into_budget = true', 'into_budget = false'),
  ('goal_set_aside_ticks', 'insert into public.goal_set_aside_ticks (user_id, payday, amount) values (%1$L, ''2027-01-01'', 1) on conflict (user_id, payday) do update set amount = 2', 'amount = 3'),
  ('budget_copies', 'insert into public.budget_copies (budget_id, user_id, revision, created_budget, carry_forward_before, future_goals_balance_before) values (%2$s, %1$L, 0, true, 0, 0) on conflict (budget_id) do update set revision = 1', 'revision = 2'),
  ('runway_apply_undos', 'insert into public.runway_apply_undos (user_id, undo_id, record) values (%1$L, gen_random_uuid()::text, ''{}'')', 'record = ''{"t": 1}''');

-- The exact answer for each role: reads of Ann's rows, then insert / update / delete outcomes.
-- 'rows:N' or 'error:SQLSTATE' (42501: no privilege or a policy refused the new row).
create temp table expected (role text, op text, answer text);
insert into expected
select r, op,
  case
    when r in ('owner', 'partner') then case op when 'select' then 'visible' else 'rows:1' end
    when r = 'anon' then 'error:42501'
    else case op when 'select' then 'hidden' when 'insert' then 'error:42501' else 'rows:0' end
  end
from unnest(array['owner', 'partner', 'removed partner', 'invited', 'stranger', 'anon']) r,
     unnest(array['select', 'insert', 'update', 'delete']) op;

\ir helpers/outcome.psql

create function pg_temp.seen(table_name text) returns text
language plpgsql as $$
declare n bigint;
begin
  execute format('select count(*) from public.%I where user_id = %L', table_name, '00000000-0000-4000-8000-0000000000a1') into n;
  return case when n > 0 then 'visible' else 'hidden' end;
exception when others then
  return 'error:' || sqlstate;
end $$;

grant select on roles, cases, expected, ann to authenticated, anon;
grant execute on function pg_temp.outcome(text), pg_temp.seen(text) to authenticated, anon;

-- Acts as one role on every table: select, insert, update, delete (delete last, on items before budgets), each
-- inside a savepoint so a role's writes do not change what the next role finds.
create function pg_temp.act_as(who text) returns setof text
language plpgsql as $$
declare
  c record;
  person uuid := (select id from roles where label = who);
  budget bigint := (select budget_id from ann);
  ann_id constant uuid := '00000000-0000-4000-8000-0000000000a1';
  got text;
  want text;
begin
  for c in select * from cases order by table_name = 'budgets', table_name loop
    for step in 1..4 loop
      begin
        if who = 'anon' then
          perform set_config('role', 'anon', true);
          perform set_config('request.jwt.claims', '{"role":"anon"}', true);
        else
          perform set_config('role', 'authenticated', true);
          perform set_config('request.jwt.claims', json_build_object('sub', person, 'role', 'authenticated')::text, true);
        end if;
        got := case step
          when 1 then pg_temp.seen(c.table_name)
          when 2 then pg_temp.outcome(format(c.insert_sql, ann_id, budget))
          when 3 then pg_temp.outcome(format('update public.%I set %s where user_id = %L and ctid = (select min(ctid) from public.%I where user_id = %L)', c.table_name, c.tamper, ann_id, c.table_name, ann_id))
          else pg_temp.outcome(format('delete from public.%I where user_id = %L and ctid = (select min(ctid) from public.%I where user_id = %L)', c.table_name, ann_id, c.table_name, ann_id))
        end;
        perform set_config('role', 'postgres', true);
        raise exception using errcode = 'P0001', message = 'undo';
      exception when raise_exception then
        null;
      end;
      want := (select answer from expected e where e.role = who and e.op = (array['select', 'insert', 'update', 'delete'])[step]);
      return next is(got, want, format('%s: %s %s on Ann''s rows', c.table_name, who, (array['select', 'insert', 'update', 'delete'])[step]));
    end loop;
  end loop;
end $$;

select pg_temp.act_as(label) from roles order by label;

-- The helper itself, for each role.
create function pg_temp.can_access_as(person uuid, owner uuid) returns boolean
language plpgsql as $$
declare answer boolean;
begin
  perform set_config('request.jwt.claims', json_build_object('sub', person, 'role', 'authenticated')::text, true);
  set local role authenticated;
  answer := private.can_access(owner);
  reset role;
  return answer;
end $$;
select is(pg_temp.can_access_as(r.id, '00000000-0000-4000-8000-0000000000a1'), r.label in ('owner', 'partner'),
          format('can_access(Ann) for %s', r.label))
from roles r where r.id is not null order by r.label;
select is(pg_temp.can_access_as('00000000-0000-4000-8000-0000000000b2', '00000000-0000-4000-8000-0000000000b2'), true,
          'can_access(self) for the partner: their own hidden budget stays theirs');
select is(pg_temp.can_access_as('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000b2'), false,
          'can_access(partner) for the owner: the owner never sees the partner''s own budget');
select is(pg_temp.can_access_as('00000000-0000-4000-8000-0000000000a1', null), false, 'can_access(null) is false');
select is((select p.prosecdef from pg_proc p where p.oid = 'private.can_access(uuid)'::regprocedure), true,
          'can_access runs with definer rights');
select is((select p.proconfig from pg_proc p where p.oid = 'private.can_access(uuid)'::regprocedure), array['search_path=""'],
          'can_access has a fixed, empty search path');
select is(has_function_privilege('anon', 'private.can_access(uuid)', 'execute'), false, 'anon cannot call can_access');
select is(has_schema_privilege('anon', 'private', 'usage'), false, 'anon has no way into the private schema');

-- A partner's item lands in the owner's name, stamped with who wrote it.
set local role authenticated;
set local request.jwt.claims to '{"sub":"00000000-0000-4000-8000-0000000000b2","role":"authenticated"}';
select lives_ok(format('insert into public.expense_items (budget_id, name, amount) values (%s, ''Gym'', 3000)', (select budget_id from ann)),
                'the partner adds an expense to Ann''s budget without naming its owner');
select is((select user_id from public.expense_items where name = 'Gym'), '00000000-0000-4000-8000-0000000000a1'::uuid,
          'the partner''s new expense is owned by Ann');
select is((select updated_by from public.expense_items where name = 'Gym'), '00000000-0000-4000-8000-0000000000b2'::uuid,
          'updated_by names the partner');
select is(public.budget_owner(), '00000000-0000-4000-8000-0000000000a1'::uuid, 'budget_owner() is Ann for her partner');
select is((select count(*) from public.household_invitations), 0::bigint, 'the partner cannot see Ann''s invitations');
select is(pg_temp.outcome('select public.end_household_partnership(''00000000-0000-4000-8000-0000000000b2'')'), 'rows:1',
          'the partner leaves');
select is(pg_temp.seen('expense_items'), 'hidden', 'after leaving, Ann''s expenses are hidden at once');
select is(public.budget_owner(), '00000000-0000-4000-8000-0000000000b2'::uuid, 'after leaving, budget_owner() is oneself');
reset role;
select is((select row(subscription_status, card_optional_until = trial_end_date, trial_end_date > now() + interval '6 days 23 hours')::text
           from public.profiles where id = '00000000-0000-4000-8000-0000000000b2'),
          '(trial,t,t)', 'a partner without a card starts their own 7-day trial on leaving, the card waiting until it ends');
select column_privs_are('public', 'profiles', 'card_optional_until', 'authenticated', array['SELECT'],
                        'card_optional_until is written by the server only');

-- Invitations: only for the invited email, once, unexpired; a stranger cannot end someone else's partnership.
set local role authenticated;
set local request.jwt.claims to '{"sub":"00000000-0000-4000-8000-0000000000e5","role":"authenticated"}';
select is(pg_temp.outcome(format('select public.accept_household_invitation(%L)', repeat('d', 64))), 'error:HW404',
          'another email cannot accept Dan''s invitation');
select is(pg_temp.outcome('select public.end_household_partnership(''00000000-0000-4000-8000-0000000000b2'')'), 'error:HW404',
          'a stranger cannot end a partnership');
select is(pg_temp.outcome('update public.households set partner_id = ''00000000-0000-4000-8000-0000000000e5'''), 'error:42501',
          'nobody joins by writing households directly');
reset role;
update auth.users set email_confirmed_at = null where id = '00000000-0000-4000-8000-0000000000d4';
set local role authenticated;
set local request.jwt.claims to '{"sub":"00000000-0000-4000-8000-0000000000d4","role":"authenticated"}';
select is(pg_temp.outcome(format('select public.accept_household_invitation(%L)', repeat('d', 64))), 'error:HW404',
          'the invited address, unconfirmed, cannot accept');
reset role;
update auth.users set email_confirmed_at = now() where id = '00000000-0000-4000-8000-0000000000d4';
set local role authenticated;
set local request.jwt.claims to '{"sub":"00000000-0000-4000-8000-0000000000d4","role":"authenticated"}';
select is(public.accept_household_invitation(repeat('d', 64)), '00000000-0000-4000-8000-0000000000a1'::uuid,
          'Dan accepts his invitation');
select is(pg_temp.seen('budgets'), 'visible', 'Dan now sees Ann''s budget');
reset role;
-- Dan, a partner now, had invited Eve earlier: that invitation does not make Eve a partner of a partner.
insert into public.households (owner_id) values ('00000000-0000-4000-8000-0000000000d4');
insert into public.household_invitations (owner_id, email, token_hash)
values ('00000000-0000-4000-8000-0000000000d4', 'eve@example.com', repeat('f', 64));
set local role authenticated;
set local request.jwt.claims to '{"sub":"00000000-0000-4000-8000-0000000000e5","role":"authenticated"}';
select is(pg_temp.outcome(format('select public.accept_household_invitation(%L)', repeat('f', 64))), 'error:HW409',
          'a partner''s own invitation cannot be accepted while they are a partner');
reset role;
update public.households set partner_id = null;
set local role authenticated;
set local request.jwt.claims to '{"sub":"00000000-0000-4000-8000-0000000000d4","role":"authenticated"}';
select is(pg_temp.outcome(format('select public.accept_household_invitation(%L)', repeat('d', 64))), 'error:HW404',
          'an invitation works once');
reset role;
insert into public.household_invitations (owner_id, email, token_hash, expires_at)
values ('00000000-0000-4000-8000-0000000000a1', 'dan@example.com', repeat('e', 64), now() - interval '1 second');
set local role authenticated;
set local request.jwt.claims to '{"sub":"00000000-0000-4000-8000-0000000000d4","role":"authenticated"}';
select is(pg_temp.outcome(format('select public.accept_household_invitation(%L)', repeat('e', 64))), 'error:HW404',
          'an expired invitation cannot be accepted');
reset role;

select * from finish();
rollback;
