-- public.pay_schedules: the days a person is paid on, which cut each month into sections (core pay-schedule.ts).
-- A person without a row has the default schedule, the 1st and the 15th (DEFAULT_PAY_SCHEDULE).

create table public.pay_schedules (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  kind text not null check (kind in ('semimonthly', 'biweekly', 'weekly', 'monthly')),
  days integer[],
  anchor date,
  day integer,
  updated_at timestamptz not null default now(),
  -- Exactly the fields of its kind, as payScheduleSchema (core pay-schedule-schema.ts) accepts them.
  constraint pay_schedules_shape check (
    case kind
      when 'semimonthly' then
        anchor is null and day is null and days is not null and cardinality(days) = 2
        and days[1] >= 1 and days[1] < days[2] and days[2] <= 31
      when 'monthly' then
        days is null and anchor is null and day is not null and day between 1 and 31
      else
        days is null and day is null and anchor is not null
    end
  )
);

comment on table public.pay_schedules is 'A person''s pay schedule (at most one); no row means the default, the 1st and the 15th.';
comment on column public.pay_schedules.kind is 'semimonthly (days), biweekly or weekly (anchor), monthly (day).';
comment on column public.pay_schedules.days is 'semimonthly: the two paydays, 1 <= days[1] < days[2] <= 31; a day past month end means its last day.';
comment on column public.pay_schedules.anchor is 'biweekly / weekly: one known payday; the others are whole periods before or after it.';
comment on column public.pay_schedules.day is 'monthly: the payday, 1..31; a day past month end means its last day.';

create trigger pay_schedules_set_updated_at
before update on public.pay_schedules
for each row execute function private.set_updated_at();

alter table public.pay_schedules enable row level security;
revoke all on table public.pay_schedules from anon, authenticated;
grant select, insert, delete on table public.pay_schedules to authenticated;
grant update (kind, days, anchor, day) on table public.pay_schedules to authenticated;

create policy "pay_schedules: owner reads" on public.pay_schedules
for select to authenticated
using ((select auth.uid()) = user_id);

create policy "pay_schedules: owner inserts" on public.pay_schedules
for insert to authenticated
with check ((select auth.uid()) = user_id);

create policy "pay_schedules: owner updates" on public.pay_schedules
for update to authenticated
using ((select auth.uid()) = user_id)
with check ((select auth.uid()) = user_id);

create policy "pay_schedules: owner deletes" on public.pay_schedules
for delete to authenticated
using ((select auth.uid()) = user_id);

-- Copy to next month, now with the dates of the income that moves to the target month's matching payday:
-- `income_dates` maps an income item's id (as text) to its new date, computed by the core's copyDateForward
-- (paychecks.ts); every other item keeps its day of month through move_date_to_month as before.
create function public.copy_budget_to_month(source_id bigint, target_month text, target_year integer, income_dates jsonb)
returns bigint
language plpgsql
security invoker
set search_path = ''
as $$
declare
  source public.budgets%rowtype;
  target_id bigint;
begin
  select * into source from public.budgets where id = source_id;
  if not found then
    raise exception 'Not found' using errcode = 'HW404';
  end if;
  if not exists (select 1 from public.income_items where budget_id = source_id)
     and not exists (select 1 from public.expense_items where budget_id = source_id) then
    raise exception 'No current month budget found to copy' using errcode = 'HW400';
  end if;

  -- Create the target when missing; a concurrent copy that created it first makes this wait for its commit.
  insert into public.budgets (user_id, month, year, carry_forward, future_goals_balance)
  values (source.user_id, target_month, target_year, source.carry_forward, source.future_goals_balance)
  on conflict (user_id, month) do nothing;
  -- The row lock serialises copies into one month: the second one re-reads the items after the first commits.
  select id into target_id from public.budgets
  where user_id = source.user_id and month = target_month
  for update;

  if exists (select 1 from public.income_items where budget_id = target_id)
     or exists (select 1 from public.expense_items where budget_id = target_id) then
    raise exception 'The target month already has a budget' using errcode = 'HW409';
  end if;

  update public.budgets
  set carry_forward = source.carry_forward, future_goals_balance = source.future_goals_balance
  where id = target_id
    and (carry_forward, future_goals_balance) is distinct from (source.carry_forward, source.future_goals_balance);

  insert into public.income_items (budget_id, user_id, name, amount, date, description, priority, category, sort_order)
  select target_id, i.user_id, i.name, i.amount,
         case when income_dates ? i.id::text then income_dates ->> i.id::text
              else public.move_date_to_month(i.date, target_month) end,
         i.description, i.priority, i.category, i.sort_order
  from public.income_items i
  where i.budget_id = source_id
  order by i.sort_order, i.id;

  insert into public.expense_items (budget_id, user_id, name, amount, category, is_paid, due_date, priority, sort_order)
  select target_id, e.user_id, e.name, e.amount, e.category, false, public.move_date_to_month(e.due_date, target_month),
         e.priority, e.sort_order
  from public.expense_items e
  where e.budget_id = source_id
  order by e.sort_order, e.id;

  return target_id;
end;
$$;
comment on function public.copy_budget_to_month(bigint, text, integer, jsonb) is
  'Copies a budget''s items into another month in one statement per table, as the caller (security invoker, RLS applies). Income whose id is a key of income_dates gets that date; every other item keeps its day (move_date_to_month). Creates the target budget when missing; raises HW404 (not the caller''s), HW400 (no items) or HW409 (target has items). Returns the target budget id.';

revoke execute on function public.copy_budget_to_month(bigint, text, integer, jsonb) from public, anon;
grant execute on function public.copy_budget_to_month(bigint, text, integer, jsonb) to authenticated, service_role;

-- The three-argument copy is the same copy with no payday moves.
create or replace function public.copy_budget_to_month(source_id bigint, target_month text, target_year integer)
returns bigint
language sql
security invoker
set search_path = ''
as $$
  select public.copy_budget_to_month(source_id, target_month, target_year, '{}'::jsonb)
$$;
