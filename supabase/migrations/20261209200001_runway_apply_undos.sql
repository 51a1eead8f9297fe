-- What each apply of the runway's what-if changed (docs/api.md "Runway"), kept under the id the app gave it so
-- that one undo takes it all back. Shared as the budget is: the owner and the owner's partner (the household
-- policies' rule). A record older than 30 days may be deleted: the undo of a change that old is refused.

create table public.runway_apply_undos (
  user_id uuid not null references public.profiles (id) on delete cascade,
  undo_id text not null check (undo_id ~ '^[A-Za-z0-9-]{8,64}$'),
  -- { "items": { "income": [row…], "expense": [row…] }, "created": { "income": [id…], "expense": [id…] },
  --   "balances": [[month, cents taken]…] }: the rows as they were, the rows the apply made, the balance it took.
  record jsonb not null check (jsonb_typeof(record) = 'object'),
  created_at timestamptz not null default now(),
  primary key (user_id, undo_id)
);

comment on table public.runway_apply_undos is 'What each apply of runway changes changed in the budget owner''s budget, so that its undo takes it back; kept 30 days.';

alter table public.runway_apply_undos enable row level security;
revoke all on table public.runway_apply_undos from anon, authenticated;
grant select, insert, delete on table public.runway_apply_undos to authenticated;
grant update (record) on table public.runway_apply_undos to authenticated;

create policy "runway_apply_undos: household reads" on public.runway_apply_undos
for select to authenticated
using (user_id = (select auth.uid()) or private.can_access(user_id));

create policy "runway_apply_undos: household inserts" on public.runway_apply_undos
for insert to authenticated
with check (user_id = (select auth.uid()) or private.can_access(user_id));

create policy "runway_apply_undos: household updates" on public.runway_apply_undos
for update to authenticated
using (user_id = (select auth.uid()) or private.can_access(user_id))
with check (user_id = (select auth.uid()) or private.can_access(user_id));

create policy "runway_apply_undos: household deletes" on public.runway_apply_undos
for delete to authenticated
using (user_id = (select auth.uid()) or private.can_access(user_id));
