-- Idempotency-Key records: a create sent again with the same key answers the first result and writes nothing.
-- The record is written by the caller in the same transaction as the create, so it exists exactly when the
-- create committed. Anonymous senders (the contact form) share the key space of user_id null.

create table public.idempotency_keys (
  id bigint generated always as identity primary key,
  user_id uuid default auth.uid() references auth.users (id) on delete cascade,
  key text not null check (char_length(key) between 1 and 255),
  request_hash text not null check (request_hash ~ '^[0-9a-f]{64}$'),
  response_status smallint not null check (response_status between 200 and 299),
  response_body text not null,
  created_at timestamptz not null default now(),
  constraint idempotency_keys_user_key unique nulls not distinct (user_id, key)
);
create index idempotency_keys_created_at_idx on public.idempotency_keys (created_at);
comment on table public.idempotency_keys is
  'The first answer to each Idempotency-Key per caller, kept 24 hours (older rows are ignored and replaced).';
comment on column public.idempotency_keys.request_hash is 'sha256 (hex) of method, path and body of the first request.';

alter table public.idempotency_keys enable row level security;
revoke all on table public.idempotency_keys from anon, authenticated;
grant select on table public.idempotency_keys to authenticated;
grant insert (user_id, key, request_hash, response_status, response_body) on table public.idempotency_keys
  to anon, authenticated;

create policy "idempotency_keys: owner reads" on public.idempotency_keys for select to authenticated
using (user_id = (select auth.uid()));
create policy "idempotency_keys: owner writes" on public.idempotency_keys for insert to authenticated
with check (user_id = (select auth.uid()));
create policy "idempotency_keys: visitors write anonymous keys" on public.idempotency_keys for insert to anon
with check (user_id is null);
