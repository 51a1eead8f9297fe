-- Goals' set-asides in the budget (docs/domain.md "Goals funded by paycheck", docs/api.md "Future Goals"): the
-- paid tick of each payday's derived 'Future Goals' line, an expense that is a goal's bill, and what the budget and
-- the plan read of both.

create table public.goal_set_aside_ticks (
  user_id uuid not null references public.profiles (id) on delete cascade,
  payday date not null,
  amount integer not null check (amount > 0),
  -- [[goal id, cents], …]: each goal's part of the amount when it was ticked.
  parts jsonb not null default '[]'::jsonb check (jsonb_typeof(parts) = 'array'),
  created_at timestamptz not null default now(),
  primary key (user_id, payday)
);

comment on table public.goal_set_aside_ticks is 'The budget owner''s set-asides ticked paid, one per payday: each amount was added to the Future Goals balance.';
comment on column public.goal_set_aside_ticks.amount is 'Cents set aside from that payday''s paycheck, fixed when ticked.';

alter table public.goal_set_aside_ticks enable row level security;
revoke all on table public.goal_set_aside_ticks from anon, authenticated;
grant select, insert, delete on table public.goal_set_aside_ticks to authenticated;
grant update (amount, parts) on table public.goal_set_aside_ticks to authenticated;

-- Shared as the budget is: the owner and the owner's partner (the household policies' rule).
create policy "goal_set_aside_ticks: household reads" on public.goal_set_aside_ticks
for select to authenticated
using (user_id = (select auth.uid()) or private.can_access(user_id));

create policy "goal_set_aside_ticks: household inserts" on public.goal_set_aside_ticks
for insert to authenticated
with check (user_id = (select auth.uid()) or private.can_access(user_id));

create policy "goal_set_aside_ticks: household updates" on public.goal_set_aside_ticks
for update to authenticated
using (user_id = (select auth.uid()) or private.can_access(user_id))
with check (user_id = (select auth.uid()) or private.can_access(user_id));

create policy "goal_set_aside_ticks: household deletes" on public.goal_set_aside_ticks
for delete to authenticated
using (user_id = (select auth.uid()) or private.can_access(user_id));

-- An expense may be a goal's bill: a goal of the same budget owner (the pair's foreign key), unlinked when the goal
-- goes.
alter table public.future_plans add constraint future_plans_id_user_key unique (id, user_id);
alter table public.expense_items
  add column goal_id bigint,
  add constraint expense_items_goal_fkey foreign key (goal_id, user_id)
    references public.future_plans (id, user_id) on delete set null (goal_id);
create index expense_items_goal_id_idx on public.expense_items (goal_id) where goal_id is not null;
comment on column public.expense_items.goal_id is 'The Future Goal this expense is the bill of (paid from what was set aside), or null.';

-- The plan's input as in migration 20261208500000, with "t": [[payday, amount, parts], …] the ticked set-asides.
create or replace function public.goal_plan_json(owner uuid, this_month text, for_budget boolean) returns text
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
                   where b.user_id = owner and b.month >= this_month), '[]'::json),
    't', coalesce((select json_agg(json_build_array(t.payday, t.amount, t.parts) order by t.payday)
                   from public.goal_set_aside_ticks t where t.user_id = owner), '[]'::json))::text;
end;
$$;

-- An item's JSON object with "goalId" added when goal_id is not null, else unchanged (as with_kept_day).
create function public.with_goal_id(item json, goal_id bigint) returns json
language sql
immutable
parallel safe
as $$
  select case when goal_id is null then item
              else (item::jsonb || pg_catalog.jsonb_build_object('goalId', goal_id))::json end
$$;
comment on function public.with_goal_id(json, bigint) is
  'An expense''s JSON object with "goalId" added when goal_id is not null, else unchanged.';
revoke execute on function public.with_goal_id(json, bigint) from public, anon;
grant execute on function public.with_goal_id(json, bigint) to authenticated, service_role;

-- The month's answer as in migration 20261207100000, each expense with "goalId" when it is a goal's bill, and the
-- compact expense [id, amount, dueDate, isPaid, null, goalId].
create or replace function public.budget_json(owner uuid, target_month text, out body text, out items text)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  select json_build_object(
    'budget', (select row_to_json(r) from (select b.id, b.user_id as "userId", b.month, b.year,
        b.carry_forward as "carryForward", b.future_goals_balance as "futureGoalsBalance") r where b.id is not null),
    'incomeItems', coalesce(income.rows, '[]'::json),
    'expenseItems', coalesce(expense.rows, '[]'::json))::text,
    json_build_object('c', b.carry_forward, 'i', coalesce(income.compact, '[]'::json),
      'e', coalesce(expense.compact, '[]'::json))::text
  into body, items
  from (values (1)) as one (x)
  left join public.budgets b on b.user_id = owner and b.month = target_month
  left join lateral (select json_agg(public.with_kept_day(row_to_json(r), k.kept_day) order by r."sortOrder", r.id) as rows,
      json_agg(json_build_array(r.id, r.amount, r.date, r."isPaid", r.name) order by r."sortOrder", r.id) as compact
    from public.income_items k
    cross join lateral (select k.id, k.budget_id as "budgetId", k.name, k.amount, k.date, k.priority, k.category,
        k.is_paid as "isPaid", k.sort_order as "sortOrder", k.updated_by as "updatedBy") r
    where k.budget_id = b.id) income on true
  left join lateral (select json_agg(public.with_goal_id(public.with_kept_day(row_to_json(r), k.kept_day), k.goal_id)
        order by r."sortOrder", r.id) as rows,
      json_agg(json_build_array(r.id, r.amount, r."dueDate", r."isPaid", null, k.goal_id) order by r."sortOrder", r.id)
        as compact
    from public.expense_items k
    cross join lateral (select k.id, k.budget_id as "budgetId", k.name, k.amount, k.due_date as "dueDate", k.priority,
        k.category, k.is_paid as "isPaid", k.sort_order as "sortOrder", k.updated_by as "updatedBy", k.note) r
    where k.budget_id = b.id) expense on true;
end;
$$;
