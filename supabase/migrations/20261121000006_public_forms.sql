-- What visitors send without an account: contact messages and captured sign-up emails. The server writes
-- them as anon (or authenticated); nobody but the server's service role can read them.

create table public.contact_messages (
  id bigint generated always as identity primary key,
  user_id uuid default auth.uid() references auth.users (id) on delete set null,
  name text not null check (char_length(btrim(name)) between 1 and 200),
  email text not null check (char_length(email) <= 320 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  category text not null check (category in ('support', 'billing', 'privacy', 'technical', 'feedback', 'partnership', 'other')),
  subject text not null check (char_length(btrim(subject)) between 1 and 200),
  message text not null check (char_length(message) between 10 and 5000),
  created_at timestamptz not null default now()
);
create index contact_messages_user_id_idx on public.contact_messages (user_id);
comment on table public.contact_messages is 'Messages from the contact form. Insert-only for anon/authenticated; read by operators.';
comment on column public.contact_messages.user_id is 'Sender when signed in (defaults to the caller), else null.';

create table public.email_captures (
  id bigint generated always as identity primary key,
  email text not null unique check (char_length(email) <= 320 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now()
);
comment on table public.email_captures is 'Emails typed into the sign-up form, for abandonment recovery. Written through public.capture_email(); read by operators.';
comment on column public.email_captures.email is 'Lower-cased address.';
comment on column public.email_captures.last_seen_at is 'Last time the address was captured again.';

alter table public.contact_messages enable row level security;
alter table public.email_captures enable row level security;
revoke all on table public.contact_messages, public.email_captures from anon, authenticated;

grant insert (user_id, name, email, category, subject, message) on table public.contact_messages to anon, authenticated;
create policy "contact_messages: anyone sends as themselves" on public.contact_messages for insert to anon, authenticated
with check (user_id is null or user_id = (select auth.uid()));

-- An upsert needs read access to the row it conflicts with, so capture goes through a definer function.
create function public.capture_email(p_email text) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.email_captures (email) values (lower(btrim(p_email)))
  on conflict (email) do update set last_seen_at = now();
end;
$$;
revoke execute on function public.capture_email(text) from public;
grant execute on function public.capture_email(text) to anon, authenticated, service_role;
comment on function public.capture_email(text) is 'Records (or refreshes) a sign-up email for abandonment recovery without exposing the table.';
