-- Rows in date order after a copy or a CSV import, and each person's choice to see amounts with cents
-- (docs/domain.md "Date order by default", "Whole dollars that add up").

-- A month's rows renumbered by day: the month's rows by their day in the month (public.item_day, a day the month
-- lacks read as its last day, core itemDayWithin), income before expenses on the same day, then the order they
-- had. The screen cuts the month into sections of whole days (core monthSections), so the month in day order is
-- every section in day order, whatever the pay schedule. Sort orders become 100, 200, ... (core
-- NEW_ITEM_SORT_STEP); only rows whose order changes are written. When the month's last change was a copy
-- (budget_copies.revision still equal to the budget's), the copy's record follows the renumbering, so the copy
-- can still be undone.
create function public.order_budget_rows_by_day(p_budget_id bigint) returns bigint
language plpgsql
security invoker
set search_path = ''
as $$
declare
  month_length integer;
  copy_was_last boolean;
begin
  select pg_catalog.date_part('day',
           pg_catalog.make_date(pg_catalog.substr(b.month, 1, 4)::integer, pg_catalog.substr(b.month, 6, 2)::integer, 1)
           + interval '1 month - 1 day')::integer,
         exists (select 1 from public.budget_copies c where c.budget_id = b.id and c.revision = b.revision)
  into month_length, copy_was_last
  from public.budgets b where b.id = p_budget_id;
  if not found then
    return p_budget_id;
  end if;

  with month_rows as (
    select 0 as kind_rank, i.id, i.sort_order, least(public.item_day(i.date), month_length) as day
    from public.income_items i where i.budget_id = p_budget_id
    union all
    select 1, e.id, e.sort_order, least(public.item_day(e.due_date), month_length)
    from public.expense_items e where e.budget_id = p_budget_id
  ), numbered as (
    select kind_rank, id, sort_order,
           (100 * row_number() over (order by day, kind_rank, sort_order, id))::integer as placed
    from month_rows
  ), income_done as (
    update public.income_items i set sort_order = n.placed
    from numbered n
    where n.kind_rank = 0 and n.id = i.id and n.sort_order <> n.placed
    returning i.id
  )
  update public.expense_items e set sort_order = n.placed
  from numbered n
  where n.kind_rank = 1 and n.id = e.id and n.sort_order <> n.placed;

  if copy_was_last then
    update public.budget_copies c set revision = b.revision
    from public.budgets b
    where c.budget_id = p_budget_id and b.id = p_budget_id;
  end if;
  return p_budget_id;
end;
$$;
comment on function public.order_budget_rows_by_day(bigint) is
  'Renumbers the sort_order of a budget''s items (100, 200, ...) by day in the month, income first on a day, then their former order; as the caller (security invoker, RLS applies). Keeps a copy undoable when the copy was the month''s last change. Returns the budget id.';
revoke execute on function public.order_budget_rows_by_day(bigint) from public, anon;
grant execute on function public.order_budget_rows_by_day(bigint) to authenticated, service_role;

alter table public.profiles
  add column show_cents boolean not null default false;
comment on column public.profiles.show_cents is
  'Whether the person sees every amount with its cents (Settings › Show cents); false shows whole dollars, as the spec has it.';

-- A person sets their own choice; the row policies of profiles already limit them to their own row.
grant update (show_cents) on table public.profiles to authenticated;
