-- The calendar feed follows the budget its holder sees: a partner's link lists the owner's bills while they
-- are the partner, their own once they leave or are removed; a stranger's link and an unknown secret list
-- nothing of anyone else's. Read as anon, as the feed is fetched without a login.
begin;
select plan(13);

create temp table people (name text, id uuid);
insert into people values
  ('Ann', '00000000-0000-4000-8000-0000000000a1'), ('Ben', '00000000-0000-4000-8000-0000000000b2'),
  ('Cat', '00000000-0000-4000-8000-0000000000c3'), ('Eve', '00000000-0000-4000-8000-0000000000e5');
insert into auth.users (id, email, email_confirmed_at) select id, lower(name) || '@example.com', now() from people;

-- Ann owns the budget; Ben is her partner; Cat was her partner and was removed; Eve is a stranger.
insert into public.households (owner_id, partner_id, partner_joined_at) values
  ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000c3', now());
update public.households set partner_id = null where owner_id = '00000000-0000-4000-8000-0000000000a1';
update public.households set partner_id = '00000000-0000-4000-8000-0000000000b2', partner_joined_at = now()
where owner_id = '00000000-0000-4000-8000-0000000000a1';

-- Each person's own budget for January 2026 with one bill named after them; Ann has a March bill as well.
insert into public.budgets (user_id, month, year) select id, '2026-01', 2026 from people;
insert into public.budgets (user_id, month, year) values ('00000000-0000-4000-8000-0000000000a1', '2026-03', 2026);
insert into public.expense_items (budget_id, user_id, name, amount, due_date)
select b.id, b.user_id, p.name || ' ' || b.month, 500, '3' from public.budgets b join people p on p.id = b.user_id;

-- Everyone's calendar link: the hash is the person's letter repeated.
insert into public.calendar_feeds (user_id, token_hash) select id, repeat(lower(left(name, 1)), 64) from people;

create function pg_temp.feed(p_hash text, p_first text default '2026-01', p_last text default '2026-06')
returns text[] language sql as $$
  select coalesce(array_agg(name order by month, name), '{}') from public.calendar_feed_expenses(p_hash, p_first, p_last)
$$;
grant execute on function pg_temp.feed(text, text, text) to anon;

set local role anon;
select is(pg_temp.feed(repeat('a', 64)), array['Ann 2026-01', 'Ann 2026-03'], 'the owner''s link lists her bills');
select is(pg_temp.feed(repeat('b', 64)), array['Ann 2026-01', 'Ann 2026-03'],
          'the partner''s link lists the owner''s bills, not his own');
select is(pg_temp.feed(repeat('b', 64), '2026-02', '2026-03'), array['Ann 2026-03'],
          'the partner''s link keeps to the months asked for');
select is(pg_temp.feed(repeat('c', 64)), array['Cat 2026-01'], 'a removed partner''s link lists her own bills only');
select is(pg_temp.feed(repeat('e', 64)), array['Eve 2026-01'], 'a stranger''s link lists her own bills only');
select is(pg_temp.feed(repeat('f', 64)), '{}'::text[], 'an unknown secret lists nothing');
select is((select row(days_before, remind_at)::text from public.calendar_feed_alarm(repeat('b', 64))), '(1,09:00)',
          'the partner''s alarms keep his own reminder settings (the defaults here)');
reset role;

-- Ben leaves the household (as himself, through the function the API calls).
set local role authenticated;
set local request.jwt.claims to '{"sub":"00000000-0000-4000-8000-0000000000b2","role":"authenticated"}';
select lives_ok($$select public.end_household_partnership('00000000-0000-4000-8000-0000000000b2')$$, 'the partner leaves');
reset role;

set local role anon;
select is(pg_temp.feed(repeat('b', 64)), array['Ben 2026-01'], 'after leaving, his link lists his own bills at once');
select is(pg_temp.feed(repeat('a', 64)), array['Ann 2026-01', 'Ann 2026-03'], 'the owner''s link is unchanged');
reset role;

-- The mapping itself is for the database's own functions only.
select is(has_function_privilege('anon', 'private.budget_owner_of(uuid)', 'execute'), false,
          'anon cannot call budget_owner_of');
select is(has_function_privilege('authenticated', 'private.budget_owner_of(uuid)', 'execute'), false,
          'a signed-in person cannot ask whose budget another person sees');
select is((select p.proconfig from pg_proc p where p.oid = 'private.budget_owner_of(uuid)'::regprocedure),
          array['search_path=""'], 'budget_owner_of has a fixed, empty search path');

select * from finish();
rollback;
