-- A note on an expense (docs/budget-screen.md "Row details"): free text of at most 500 characters, null when
-- there is none. The expense's row-level security covers it as it covers every other column. The month's budget
-- answer lists it with each expense; a copy to next month leaves it with its month.

alter table public.expense_items
  add column note text check (char_length(note) <= 500);
comment on column public.expense_items.note is 'The person''s note on the expense (at most 500 characters; core MAX_ITEM_NOTE_LENGTH), or null.';

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
  left join lateral (select json_agg(r order by r."sortOrder", r.id) as rows,
      json_agg(json_build_array(r.id, r.amount, r.date, r."isPaid", r.name) order by r."sortOrder", r.id) as compact
    from (select i.id, i.budget_id as "budgetId", i.name, i.amount, i.date, i.priority, i.category,
        i.is_paid as "isPaid", i.sort_order as "sortOrder", i.updated_by as "updatedBy"
      from public.income_items i where i.budget_id = b.id) r) income on true
  left join lateral (select json_agg(r order by r."sortOrder", r.id) as rows,
      json_agg(json_build_array(r.id, r.amount, r."dueDate", r."isPaid") order by r."sortOrder", r.id) as compact
    from (select e.id, e.budget_id as "budgetId", e.name, e.amount, e.due_date as "dueDate", e.priority,
        e.category, e.is_paid as "isPaid", e.sort_order as "sortOrder", e.updated_by as "updatedBy", e.note
      from public.expense_items e where e.budget_id = b.id) r) expense on true;
end;
$$;
