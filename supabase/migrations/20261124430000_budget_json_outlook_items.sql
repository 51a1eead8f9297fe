-- public.budget_json answers, beside the body, what the month's sections and verdict are computed from: the
-- carry-forward and each item as [id, amount, date, isPaid], in the body's order. The API used to parse the whole
-- body (about 10 kB for 60 items) only to read these back; now it passes the body through as text and parses the
-- short list. Both come from one read of each item table. The body is unchanged, byte for byte.
drop function public.budget_json(uuid, text);

create function public.budget_json(owner uuid, target_month text, out body text, out items text)
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
      json_agg(json_build_array(r.id, r.amount, r.date, r."isPaid") order by r."sortOrder", r.id) as compact
    from (select i.id, i.budget_id as "budgetId", i.name, i.amount, i.date, i.priority, i.category,
        i.is_paid as "isPaid", i.sort_order as "sortOrder", i.updated_by as "updatedBy"
      from public.income_items i where i.budget_id = b.id) r) income on true
  left join lateral (select json_agg(r order by r."sortOrder", r.id) as rows,
      json_agg(json_build_array(r.id, r.amount, r."dueDate", r."isPaid") order by r."sortOrder", r.id) as compact
    from (select e.id, e.budget_id as "budgetId", e.name, e.amount, e.due_date as "dueDate", e.priority,
        e.category, e.is_paid as "isPaid", e.sort_order as "sortOrder", e.updated_by as "updatedBy"
      from public.expense_items e where e.budget_id = b.id) r) expense on true;
end;
$$;
revoke execute on function public.budget_json(uuid, text) from public, anon;
grant execute on function public.budget_json(uuid, text) to authenticated, service_role;
comment on function public.budget_json(uuid, text) is
  'BudgetResponse''s budget (or null) and its income and expense items sorted by sort order then id, as JSON text (body); and {"c": carry-forward or null, "i": [[id, amount, date, is_paid], …], "e": […]} in the same order (items), for the sections and the verdict.';
