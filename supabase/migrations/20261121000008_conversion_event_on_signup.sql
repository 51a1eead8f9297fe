-- The API records the sign-up conversion as the new user (it never uses the service role for user data), so
-- a signed-in user may insert exactly that one kind of event for themselves, and nothing else.
grant insert (user_id, event_type, event_id, event_properties) on table public.conversion_events to authenticated;

create policy "conversion_events: owner records registration" on public.conversion_events
  for insert to authenticated
  with check ((select auth.uid()) = user_id and event_type = 'registration');
