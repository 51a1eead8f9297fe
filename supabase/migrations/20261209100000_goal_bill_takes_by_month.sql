-- What a goal's bill took from each month's Future Goals balance when it was ticked paid (docs/domain.md "Goals
-- funded by paycheck"): a later month may hold less than the current one, so it gives only what it holds, and
-- unticking gives each month back exactly what it gave. Row-level security is the expense's own.
alter table public.expense_items
  add column goal_spent_months jsonb,
  add constraint expense_items_goal_spent_months_check
    check (goal_spent_months is null or (jsonb_typeof(goal_spent_months) = 'object' and goal_spent is not null));
comment on column public.expense_items.goal_spent_months is
  'What its paid tick took from each month''s Future Goals balance, {"yyyy-MM": cents}, the months from the one it was ticked in; null when it took nothing, or was ticked before months were recorded (each gave goal_spent).';
