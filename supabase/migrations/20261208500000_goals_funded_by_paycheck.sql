-- Goals funded by paycheck (docs/domain.md "Goals funded by paycheck", docs/api.md "Future Goals"): a goal may be
-- due by a month or repeat every few months from a due day; the budget owner's switch that puts the set-asides
-- into the budget; and what the API reads to plan them, in one statement.

alter table public.future_plans
  add column target_month text check (target_month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  add column repeat_months integer check (repeat_months between 1 and 24),
  add column next_due date,
  -- A repeating goal has both; a goal is due by a month or repeats, never both.
  add constraint future_plans_repeat_shape check ((repeat_months is null) = (next_due is null)),
  add constraint future_plans_one_timing check (target_month is null or repeat_months is null);

comment on column public.future_plans.target_month is 'yyyy-MM the goal is due by (on its last day); null: undated, or repeating.';
comment on column public.future_plans.repeat_months is 'A repeating goal (a rare bill): due every this many months (1..24) from next_due.';
comment on column public.future_plans.next_due is 'A repeating goal''s due day; after it the goal restarts, due repeat_months later.';

create table public.goal_settings (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  into_budget boolean not null default false,
  updated_at timestamptz not null default now()
);

comment on table public.goal_settings is 'The budget owner''s Goals settings (at most one row); no row means every switch off.';
comment on column public.goal_settings.into_budget is 'Whether the goals'' set-asides go into the budget (each payday section''s setAside).';

create trigger goal_settings_set_updated_at
before update on public.goal_settings
for each row execute function private.set_updated_at();

alter table public.goal_settings enable row level security;
revoke all on table public.goal_settings from anon, authenticated;
grant select, insert, delete on table public.goal_settings to authenticated;
grant update (into_budget) on table public.goal_settings to authenticated;

-- Shared as the budget is: the owner and the owner's partner (the household policies' rule).
create policy "goal_settings: household reads" on public.goal_settings
for select to authenticated
using (user_id = (select auth.uid()) or private.can_access(user_id));

create policy "goal_settings: household inserts" on public.goal_settings
for insert to authenticated
with check (user_id = (select auth.uid()) or private.can_access(user_id));

create policy "goal_settings: household updates" on public.goal_settings
for update to authenticated
using (user_id = (select auth.uid()) or private.can_access(user_id))
with check (user_id = (select auth.uid()) or private.can_access(user_id));

create policy "goal_settings: household deletes" on public.goal_settings
for delete to authenticated
using (user_id = (select auth.uid()) or private.can_access(user_id));

-- What the goals' plan is made of, for the budget of `owner` (as the caller: RLS applies), as JSON text, or null when `for_budget` and the
-- switch is off (a budget read then adds nothing): {"on": into_budget, "b": this month's Future Goals balance,
-- "g": [[id, target_amount, target_month, repeat_months, next_due], …] in the person's order,
-- "p": [[month, amount, date, name], …] the income of this month's budget and every later one}.
create function public.goal_plan_json(owner uuid, this_month text, for_budget boolean) returns text
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  switched_on boolean;
begin
  select s.into_budget into switched_on from public.goal_settings s where s.user_id = owner;
  switched_on := coalesce(switched_on, false);
  if for_budget and not switched_on then
    return null;
  end if;
  return json_build_object(
    'on', switched_on,
    'b', coalesce((select b.future_goals_balance from public.budgets b
                   where b.user_id = owner and b.month = this_month), 0),
    'g', coalesce((select json_agg(json_build_array(f.id, f.target_amount, f.target_month, f.repeat_months,
                                                    f.next_due) order by f.sort_order, f.id)
                   from public.future_plans f where f.user_id = owner), '[]'::json),
    'p', coalesce((select json_agg(json_build_array(b.month, i.amount, i.date, i.name))
                   from public.budgets b join public.income_items i on i.budget_id = b.id
                   where b.user_id = owner and b.month >= this_month), '[]'::json))::text;
end;
$$;
comment on function public.goal_plan_json(uuid, text, boolean) is
  'What the goals'' plan reads for the budget of owner, as JSON text (null for a budget read with the switch off). Row-level security applies.';
revoke execute on function public.goal_plan_json(uuid, text, boolean) from public, anon;
grant execute on function public.goal_plan_json(uuid, text, boolean) to authenticated, service_role;
