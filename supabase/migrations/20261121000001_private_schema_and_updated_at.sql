-- A schema for internals the API roles never see, and the one trigger function that keeps `updated_at` true.

create schema if not exists private;
revoke all on schema private from public, anon, authenticated;
comment on schema private is 'Internals of Halfwise: trigger functions and server-only tables. Not exposed to anon or authenticated.';

create function private.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
revoke execute on function private.set_updated_at() from public;
comment on function private.set_updated_at() is 'BEFORE UPDATE trigger shared by every table with an updated_at column.';
