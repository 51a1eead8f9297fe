-- Undo: a change stamp on each budget, a record of each copy so it can be taken back, and goal positions so a
-- deleted goal can come back where it was (docs/api.md "Undo").

-- budgets.revision counts every change of the month: a trigger on its items, and one on the budget's own
-- figures. Undoing a copy compares it with the revision the copy left, so any later edit refuses the undo.
alter table public.budgets add column revision bigint not null default 0;
comment on column public.budgets.revision is
  'Change stamp: raised by every insert, update or delete of the month''s items and by a change of carry_forward or future_goals_balance.';

create function private.raise_item_budget_revisions()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  -- Statement-level, so a copy of sixty items raises the stamp once per table, not sixty times.
  if tg_op = 'INSERT' then
    update public.budgets b set revision = b.revision + 1
    where b.id in (select budget_id from changed_new);
  elsif tg_op = 'DELETE' then
    update public.budgets b set revision = b.revision + 1
    where b.id in (select budget_id from changed_old);
  else
    update public.budgets b set revision = b.revision + 1
    where b.id in (select budget_id from changed_new union select budget_id from changed_old);
  end if;
  return null;
end;
$$;
comment on function private.raise_item_budget_revisions() is
  'Raises budgets.revision of every budget whose items the statement inserted, changed or deleted.';

create trigger income_items_raise_revision_on_insert after insert on public.income_items
referencing new table as changed_new
for each statement execute function private.raise_item_budget_revisions();
create trigger income_items_raise_revision_on_update after update on public.income_items
referencing new table as changed_new old table as changed_old
for each statement execute function private.raise_item_budget_revisions();
create trigger income_items_raise_revision_on_delete after delete on public.income_items
referencing old table as changed_old
for each statement execute function private.raise_item_budget_revisions();
create trigger expense_items_raise_revision_on_insert after insert on public.expense_items
referencing new table as changed_new
for each statement execute function private.raise_item_budget_revisions();
create trigger expense_items_raise_revision_on_update after update on public.expense_items
referencing new table as changed_new old table as changed_old
for each statement execute function private.raise_item_budget_revisions();
create trigger expense_items_raise_revision_on_delete after delete on public.expense_items
referencing old table as changed_old
for each statement execute function private.raise_item_budget_revisions();

create function private.raise_budget_revision()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if (new.carry_forward, new.future_goals_balance) is distinct from (old.carry_forward, old.future_goals_balance) then
    new.revision := old.revision + 1;
  end if;
  return new;
end;
$$;
comment on function private.raise_budget_revision() is
  'Raises budgets.revision when the budget''s carry-forward or Future Goals balance changes.';

create trigger budgets_raise_revision before update on public.budgets
for each row execute function private.raise_budget_revision();

-- The last copy into each month: what it found there, so undoing it leaves the month as it was.
create table public.budget_copies (
  budget_id bigint primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  revision bigint not null,
  created_budget boolean not null,
  carry_forward_before integer not null,
  future_goals_balance_before integer not null,
  created_at timestamptz not null default now(),
  foreign key (budget_id, user_id) references public.budgets (id, user_id) on delete cascade
);
create index budget_copies_user_id_idx on public.budget_copies (user_id);

comment on table public.budget_copies is
  'The last copy into a month (copy_budget_to_month), kept so undo_budget_copy can take exactly it back.';
comment on column public.budget_copies.budget_id is 'The month the copy filled (the target budget).';
comment on column public.budget_copies.revision is 'budgets.revision right after the copy; any later change of the month raises it.';
comment on column public.budget_copies.created_budget is 'Whether the copy created the target budget (undo removes it) or filled an empty one.';
comment on column public.budget_copies.carry_forward_before is 'The target''s carry_forward before the copy overwrote it.';
comment on column public.budget_copies.future_goals_balance_before is 'The target''s future_goals_balance before the copy overwrote it.';

alter table public.budget_copies enable row level security;
revoke all on table public.budget_copies from anon, authenticated;
grant select, insert, update, delete on table public.budget_copies to authenticated;

create policy "budget_copies: owner reads" on public.budget_copies for select to authenticated
using ((select auth.uid()) = user_id);
create policy "budget_copies: owner inserts" on public.budget_copies for insert to authenticated
with check ((select auth.uid()) = user_id);
create policy "budget_copies: owner updates" on public.budget_copies for update to authenticated
using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "budget_copies: owner deletes" on public.budget_copies for delete to authenticated
using ((select auth.uid()) = user_id);

-- Copy to next month as in migration 20261123000000, now also recording the copy in budget_copies.
create or replace function public.copy_budget_to_month(source_id bigint, target_month text, target_year integer, income_dates jsonb)
returns bigint
language plpgsql
security invoker
set search_path = ''
as $$
declare
  source public.budgets%rowtype;
  target public.budgets%rowtype;
  created_id bigint;
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
  on conflict (user_id, month) do nothing
  returning id into created_id;
  -- The row lock serialises copies into one month: the second one re-reads the items after the first commits.
  select * into target from public.budgets
  where user_id = source.user_id and month = target_month
  for update;

  if exists (select 1 from public.income_items where budget_id = target.id)
     or exists (select 1 from public.expense_items where budget_id = target.id) then
    raise exception 'The target month already has a budget' using errcode = 'HW409';
  end if;

  update public.budgets
  set carry_forward = source.carry_forward, future_goals_balance = source.future_goals_balance
  where id = target.id
    and (carry_forward, future_goals_balance) is distinct from (source.carry_forward, source.future_goals_balance);

  insert into public.income_items (budget_id, user_id, name, amount, date, description, priority, category, sort_order)
  select target.id, i.user_id, i.name, i.amount,
         case when income_dates ? i.id::text then income_dates ->> i.id::text
              else public.move_date_to_month(i.date, target_month) end,
         i.description, i.priority, i.category, i.sort_order
  from public.income_items i
  where i.budget_id = source_id
  order by i.sort_order, i.id;

  insert into public.expense_items (budget_id, user_id, name, amount, category, is_paid, due_date, priority, sort_order)
  select target.id, e.user_id, e.name, e.amount, e.category, false, public.move_date_to_month(e.due_date, target_month),
         e.priority, e.sort_order
  from public.expense_items e
  where e.budget_id = source_id
  order by e.sort_order, e.id;

  insert into public.budget_copies
    (budget_id, user_id, revision, created_budget, carry_forward_before, future_goals_balance_before)
  select b.id, b.user_id, b.revision, created_id is not null, target.carry_forward, target.future_goals_balance
  from public.budgets b where b.id = target.id
  on conflict (budget_id) do update
  set revision = excluded.revision, created_budget = excluded.created_budget,
      carry_forward_before = excluded.carry_forward_before,
      future_goals_balance_before = excluded.future_goals_balance_before, created_at = now();

  return target.id;
end;
$$;
comment on function public.copy_budget_to_month(bigint, text, integer, jsonb) is
  'Copies a budget''s items into another month in one statement per table, as the caller (security invoker, RLS applies). Income whose id is a key of income_dates gets that date; every other item keeps its day (move_date_to_month). Creates the target budget when missing; raises HW404 (not the caller''s), HW400 (no items) or HW409 (target has items). Records the copy in budget_copies (for undo_budget_copy). Returns the target budget id.';

-- Takes back the last copy into target_id, if nothing in that month changed since.
create function public.undo_budget_copy(target_id bigint)
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  target public.budgets%rowtype;
  copied public.budget_copies%rowtype;
begin
  -- The lock makes a concurrent edit of the month wait, so it lands either before (refusing this) or after.
  select * into target from public.budgets where id = target_id for update;
  if not found then
    raise exception 'Not found' using errcode = 'HW404';
  end if;
  select * into copied from public.budget_copies where budget_id = target_id;
  if not found then
    raise exception 'No copy to undo' using errcode = 'HW410';
  end if;
  if copied.revision <> target.revision then
    raise exception 'The month changed since the copy' using errcode = 'HW409';
  end if;

  if copied.created_budget then
    -- Its items and this record go with it (on delete cascade).
    delete from public.budgets where id = target_id;
  else
    delete from public.income_items where budget_id = target_id;
    delete from public.expense_items where budget_id = target_id;
    update public.budgets
    set carry_forward = copied.carry_forward_before, future_goals_balance = copied.future_goals_balance_before
    where id = target_id;
    delete from public.budget_copies where budget_id = target_id;
  end if;
end;
$$;
comment on function public.undo_budget_copy(bigint) is
  'Undoes the last copy into a budget, as the caller (RLS applies): removes the items it made, and the budget when the copy created it, else puts back its carry-forward and Future Goals balance. Raises HW404 (not the caller''s), HW410 (no copy to undo) or HW409 (the month changed since the copy: budgets.revision moved on).';

revoke execute on function public.undo_budget_copy(bigint) from public, anon;
grant execute on function public.undo_budget_copy(bigint) to authenticated, service_role;

-- Goals are listed by sort_order: a new goal's is its id (so it goes last, as before), a restored goal's is the
-- one it had, so it comes back in its old place.
alter table public.future_plans add column sort_order bigint;
update public.future_plans set sort_order = id;

create function private.default_goal_sort_order()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  new.sort_order := coalesce(new.sort_order, new.id);
  return new;
end;
$$;
comment on function private.default_goal_sort_order() is 'A goal created without a position goes last: its sort_order is its id.';

create trigger future_plans_default_sort_order before insert on public.future_plans
for each row execute function private.default_goal_sort_order();

alter table public.future_plans alter column sort_order set not null;
drop index public.future_plans_user_id_idx;
create index future_plans_user_order_idx on public.future_plans (user_id, sort_order, id);
comment on column public.future_plans.sort_order is 'Position in the list; rows sort by sort_order then id. Defaults to the id.';
