-- An expense whose due date can't move (docs/domain.md "What-if and the plan"): the runway's plan never moves,
-- splits or skips it. The expense's row-level security covers it as it covers every other column. The month's
-- budget answer lists it with each expense, and the runway's read carries it with each expense's name and paid
-- tick so the plan can choose among the bills.

alter table public.expense_items add column fixed_date boolean not null default false;
comment on column public.expense_items.fixed_date is
  'The person marked its due date as one that can''t move: a what-if never moves, splits or skips it.';

-- The month's answer as in migration 20261208600000, each expense with "fixedDate".
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
        k.category, k.is_paid as "isPaid", k.sort_order as "sortOrder", k.updated_by as "updatedBy", k.note,
        k.fixed_date as "fixedDate") r
    where k.budget_id = b.id) expense on true;
end;
$$;

-- GET /api/runway's months as in migration 20261208680000, each expense with its name, paid tick and fixed date
-- after its goal, for the plan (docs/domain.md "What-if and the plan").
create or replace function public.runway_budgets_json(first_month text, last_month text) returns text
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  owner uuid := public.budget_owner();
  budgets text;
begin
  select coalesce(json_agg(json_build_object('m', b.month, 'c', b.carry_forward,
      'i', coalesce((select json_agg(json_build_array(i.id, i.amount, i.date, i.name, i.kept_day))
                     from public.income_items i where i.budget_id = b.id), '[]'::json),
      'e', coalesce((select json_agg(json_build_array(e.id, e.amount, e.due_date, e.kept_day, e.goal_id, e.name,
                                                      e.is_paid, e.fixed_date))
                     from public.expense_items e where e.budget_id = b.id), '[]'::json))), '[]'::json)::text
  into budgets
  from public.budgets b
  where b.user_id = owner
    and (b.month between first_month and last_month
         or b.month = (select max(p.month) from public.budgets p
                       where p.user_id = owner and p.month < first_month
                         and (exists (select 1 from public.income_items x where x.budget_id = p.id)
                              or exists (select 1 from public.expense_items x where x.budget_id = p.id))));
  return budgets;
end;
$$;
comment on function public.runway_budgets_json(text, text) is
  'The months the caller''s runway reads, as JSON text [{"m", "c", "i": [[id, amount, date, name, kept_day], …], "e": [[id, amount, due_date, kept_day, goal_id, name, is_paid, fixed_date], …]}, …]: the budget owner''s months from first_month to last_month, and the latest earlier month with items (where a copy forward starts). Row-level security applies.';
