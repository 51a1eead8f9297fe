-- What a goal's bill took from the Future Goals balance when it was ticked paid while the goals' set-asides were in
-- the budget (docs/domain.md "Goals funded by paycheck"), so unticking puts back exactly that. Row-level security is
-- the expense's own.
alter table public.expense_items
  add column goal_spent integer,
  add constraint expense_items_goal_spent_check check (goal_spent > 0);
comment on column public.expense_items.goal_spent is
  'Cents its paid tick took from the Future Goals balance (it is a goal''s bill, paid from what was set aside); null when none.';
