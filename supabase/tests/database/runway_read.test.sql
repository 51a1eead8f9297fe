-- public.runway_budgets_json: the caller's runway months, the owner's for a partner, nothing for a stranger,
-- and no call at all for anon.
begin;
select plan(6);

insert into auth.users (id, email, email_confirmed_at) values
  ('00000000-0000-4000-8000-0000000000a1', 'ann@example.com', now()),
  ('00000000-0000-4000-8000-0000000000b2', 'ben@example.com', now()),
  ('00000000-0000-4000-8000-0000000000e5', 'eve@example.com', now());
insert into public.households (owner_id, partner_id, partner_joined_at) values
  ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000b2', now());

-- Ann: an old month with items (where a copy forward starts), an empty one after it, and one in the window.
insert into public.budgets (user_id, month, year, carry_forward) values
  ('00000000-0000-4000-8000-0000000000a1', '2026-02', 2026, 100),
  ('00000000-0000-4000-8000-0000000000a1', '2026-03', 2026, 0),
  ('00000000-0000-4000-8000-0000000000a1', '2026-06', 2026, 250);
insert into public.income_items (budget_id, user_id, name, amount, date)
select id, user_id, 'Pay', 1000, '15' from public.budgets where month = '2026-02';
insert into public.expense_items (budget_id, user_id, name, amount, due_date)
select id, user_id, 'Rent', 500, '1' from public.budgets where month = '2026-06';

create function pg_temp.months_as(person uuid) returns text language plpgsql as $$
declare answer text;
begin
  perform set_config('role', 'authenticated', true);
  perform set_config('request.jwt.claims', json_build_object('sub', person, 'role', 'authenticated')::text, true);
  select string_agg(b->>'m', ',' order by b->>'m') into answer
  from json_array_elements(public.runway_budgets_json('2026-05', '2027-06')::json) b;
  perform set_config('role', 'postgres', true);
  return coalesce(answer, '');
end $$;

select is(pg_temp.months_as('00000000-0000-4000-8000-0000000000a1'), '2026-02,2026-06',
  'the owner reads the window and the latest earlier month with items');
select is(pg_temp.months_as('00000000-0000-4000-8000-0000000000b2'), '2026-02,2026-06',
  'a partner reads the owner''s months');
select is(pg_temp.months_as('00000000-0000-4000-8000-0000000000e5'), '',
  'a stranger reads nothing');

set local role authenticated;
set local "request.jwt.claims" = '{"sub":"00000000-0000-4000-8000-0000000000a1","role":"authenticated"}';
select is((select (b->'e'->0->>1)::int from json_array_elements(public.runway_budgets_json('2026-05', '2027-06')::json) b
           where b->>'m' = '2026-06'), 500, 'each month lists its bills with their amounts');
select is((select (b->>'c')::int from json_array_elements(public.runway_budgets_json('2026-05', '2027-06')::json) b
           where b->>'m' = '2026-06'), 250, 'each month carries its carry-forward');
reset role;

set local role anon;
select throws_ok($$ select public.runway_budgets_json('2026-05', '2027-06') $$, '42501', null,
  'anon cannot call it');
reset role;

select * from finish();
rollback;
