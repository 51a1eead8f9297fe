-- Savings goals shown on the Future Goals screen. Money is integer cents.

create table public.future_plans (
  id bigint generated always as identity primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 200),
  target_amount integer not null check (target_amount between 0 and 100000000),
  saved_amount integer not null default 0 check (saved_amount between 0 and 100000000),
  timeframe_months integer not null default 12 check (timeframe_months between 1 and 1200),
  emoji text not null default '🎯' check (char_length(emoji) between 1 and 16),
  is_default boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index future_plans_user_id_idx on public.future_plans (user_id, id);

comment on table public.future_plans is 'Savings goals of a person (Future Goals screen). Amounts are integer cents.';
comment on column public.future_plans.user_id is 'Owner; defaults to the caller (auth.uid()).';
comment on column public.future_plans.target_amount is 'Goal amount in cents (0 to one million dollars).';
comment on column public.future_plans.saved_amount is 'Amount saved towards the goal, in cents.';
comment on column public.future_plans.timeframe_months is 'Months to reach the goal; the app always sends 12.';
comment on column public.future_plans.is_default is 'Whether the goal was created by the app rather than the person.';

create trigger future_plans_set_updated_at before update on public.future_plans
for each row execute function private.set_updated_at();

alter table public.future_plans enable row level security;
revoke all on table public.future_plans from anon, authenticated;
grant select, insert, update, delete on table public.future_plans to authenticated;

create policy "future_plans: owner reads" on public.future_plans for select to authenticated
using ((select auth.uid()) = user_id);
create policy "future_plans: owner inserts" on public.future_plans for insert to authenticated
with check ((select auth.uid()) = user_id);
create policy "future_plans: owner updates" on public.future_plans for update to authenticated
using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "future_plans: owner deletes" on public.future_plans for delete to authenticated
using ((select auth.uid()) = user_id);
