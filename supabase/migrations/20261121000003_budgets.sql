-- Monthly budgets and their income and expense items. Money is integer cents.
-- Items carry user_id as well as budget_id so each row-level policy is one equality; a composite foreign key
-- (budget_id, user_id) -> budgets (id, user_id) guarantees an item belongs to a budget of the same person.

create table public.budgets (
  id bigint generated always as identity primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  month text not null check (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  year integer not null check (year between 1900 and 9999),
  available_cash integer not null default 0,
  total_income integer not null default 0,
  total_expenses integer not null default 0,
  carry_forward integer not null default 0,
  next_paycheck_days integer not null default 14,
  spending_balance integer not null default 0,
  last_spending_claim text,
  next_spending_amount integer not null default 0,
  next_spending_date text,
  savings_account_balance integer not null default 0,
  last_balance_confirmation text,
  future_goals_balance integer not null default 0 check (future_goals_balance between 0 and 100000000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, month),
  unique (id, user_id)
);

comment on table public.budgets is 'One budget per person per month. Amounts are integer cents.';
comment on column public.budgets.month is 'The month as yyyy-MM.';
comment on column public.budgets.year is 'Calendar year of the month, as sent by the app.';
comment on column public.budgets.available_cash is 'Cash available, in cents.';
comment on column public.budgets.total_income is 'Stored income total, in cents (the app recomputes totals from items).';
comment on column public.budgets.total_expenses is 'Stored expense total, in cents.';
comment on column public.budgets.carry_forward is 'Balance carried in from the previous month, in cents; may be negative.';
comment on column public.budgets.next_paycheck_days is 'Days until the next paycheck.';
comment on column public.budgets.spending_balance is 'Balance of the spending account, in cents.';
comment on column public.budgets.last_spending_claim is 'When spending money was last claimed (free-form date text).';
comment on column public.budgets.next_spending_amount is 'Next spending transfer, in cents.';
comment on column public.budgets.next_spending_date is 'Date of the next spending transfer (free-form date text).';
comment on column public.budgets.savings_account_balance is 'Balance of the savings account, in cents.';
comment on column public.budgets.last_balance_confirmation is 'When the person last confirmed their bank balance (free-form date text).';
comment on column public.budgets.future_goals_balance is 'Balance of the Future Goals savings account, in cents (0 to one million dollars).';
comment on column public.budgets.user_id is 'Owner; defaults to the caller (auth.uid()).';

create table public.income_items (
  id bigint generated always as identity primary key,
  budget_id bigint not null,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 200),
  amount integer not null check (amount between 0 and 100000000),
  date text check (char_length(date) <= 32),
  description text check (char_length(description) <= 1000),
  priority integer not null default 3,
  category text not null default 'other' check (char_length(category) between 1 and 50),
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (budget_id, user_id) references public.budgets (id, user_id) on delete cascade
);
create index income_items_budget_order_idx on public.income_items (budget_id, sort_order, id);
create index income_items_user_id_idx on public.income_items (user_id);

comment on table public.income_items is 'Income of a budget month. Amounts are integer cents.';
comment on column public.income_items.user_id is 'Owner; must equal the budget''s owner (composite foreign key). Defaults to the caller.';
comment on column public.income_items.amount is 'Amount in cents (0 to one million dollars).';
comment on column public.income_items.date is 'When the income arrives: MM/DD/YYYY or a plain day number. Day 1-14 is the early half of the month, 15+ the late half.';
comment on column public.income_items.priority is 'Ordering hint kept from the original app (default 3); not shown.';
comment on column public.income_items.sort_order is 'Position in its half of the month; rows sort by sort_order then id.';

create table public.expense_items (
  id bigint generated always as identity primary key,
  budget_id bigint not null,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 200),
  amount integer not null check (amount between 0 and 100000000),
  category text not null default 'other' check (char_length(category) between 1 and 50),
  is_paid boolean not null default false,
  due_date text check (char_length(due_date) <= 32),
  priority integer not null default 1,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (budget_id, user_id) references public.budgets (id, user_id) on delete cascade
);
create index expense_items_budget_order_idx on public.expense_items (budget_id, sort_order, id);
create index expense_items_user_id_idx on public.expense_items (user_id);

comment on table public.expense_items is 'Expenses of a budget month. Amounts are integer cents.';
comment on column public.expense_items.user_id is 'Owner; must equal the budget''s owner (composite foreign key). Defaults to the caller.';
comment on column public.expense_items.amount is 'Amount in cents (0 to one million dollars).';
comment on column public.expense_items.category is 'other by default; carryover marks the carried-over balance row.';
comment on column public.expense_items.is_paid is 'Whether the person marked the expense paid.';
comment on column public.expense_items.due_date is 'Due day: MM/DD/YYYY or a plain day number. Day 1-14 is the early half of the month, 15+ the late half.';
comment on column public.expense_items.priority is 'Ordering hint kept from the original app (default 1); not shown.';
comment on column public.expense_items.sort_order is 'Position in its half of the month; rows sort by sort_order then id.';

create trigger budgets_set_updated_at before update on public.budgets
for each row execute function private.set_updated_at();
create trigger income_items_set_updated_at before update on public.income_items
for each row execute function private.set_updated_at();
create trigger expense_items_set_updated_at before update on public.expense_items
for each row execute function private.set_updated_at();

alter table public.budgets enable row level security;
alter table public.income_items enable row level security;
alter table public.expense_items enable row level security;
revoke all on table public.budgets, public.income_items, public.expense_items from anon, authenticated;
grant select, insert, update, delete on table public.budgets, public.income_items, public.expense_items to authenticated;

create policy "budgets: owner reads" on public.budgets for select to authenticated
using ((select auth.uid()) = user_id);
create policy "budgets: owner inserts" on public.budgets for insert to authenticated
with check ((select auth.uid()) = user_id);
create policy "budgets: owner updates" on public.budgets for update to authenticated
using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "budgets: owner deletes" on public.budgets for delete to authenticated
using ((select auth.uid()) = user_id);

create policy "income_items: owner reads" on public.income_items for select to authenticated
using ((select auth.uid()) = user_id);
create policy "income_items: owner inserts" on public.income_items for insert to authenticated
with check ((select auth.uid()) = user_id);
create policy "income_items: owner updates" on public.income_items for update to authenticated
using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "income_items: owner deletes" on public.income_items for delete to authenticated
using ((select auth.uid()) = user_id);

create policy "expense_items: owner reads" on public.expense_items for select to authenticated
using ((select auth.uid()) = user_id);
create policy "expense_items: owner inserts" on public.expense_items for insert to authenticated
with check ((select auth.uid()) = user_id);
create policy "expense_items: owner updates" on public.expense_items for update to authenticated
using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "expense_items: owner deletes" on public.expense_items for delete to authenticated
using ((select auth.uid()) = user_id);
