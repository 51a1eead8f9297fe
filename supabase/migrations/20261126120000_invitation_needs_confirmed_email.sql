-- An invitation is accepted only by an account whose CONFIRMED email is the invited one: the address is read
-- from auth.users (which Supabase Auth changes only once the link mailed to a new address is followed) with its
-- confirmation, not from the profile's copy. Otherwise as in 20261123500000_households.sql.
create or replace function public.accept_household_invitation(token_hash text) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  invitation public.household_invitations%rowtype;
begin
  if caller is null then
    raise exception 'Not found' using errcode = 'HW404';
  end if;
  select i.* into invitation from public.household_invitations i
  where i.token_hash = accept_household_invitation.token_hash
    and i.accepted_at is null and i.expires_at > now()
    and exists (select 1 from auth.users u
                where u.id = caller and lower(u.email) = i.email and u.email_confirmed_at is not null)
  for update;
  if not found or invitation.owner_id = caller then
    raise exception 'Not found' using errcode = 'HW404';
  end if;
  -- Neither side may already be in a household as the other kind (a partner's invitation is void while they are one).
  if exists (select 1 from public.households h where h.partner_id in (caller, invitation.owner_id))
     or exists (select 1 from public.households h where h.owner_id = caller and h.partner_id is not null) then
    raise exception 'You already share a budget' using errcode = 'HW409';
  end if;
  update public.households set partner_id = caller, partner_joined_at = now()
  where owner_id = invitation.owner_id and partner_id is null;
  if not found then
    raise exception 'This budget is already shared' using errcode = 'HW409';
  end if;
  update public.household_invitations set accepted_at = now() where id = invitation.id;
  return invitation.owner_id;
end;
$$;
comment on function public.accept_household_invitation(text) is
  'Makes the caller the partner of the invitation''s owner; the invitation must be addressed to the caller''s confirmed email (auth.users). Raises HW404 (no usable invitation for the caller) or HW409 (already in a household, or the owner already has a partner). Returns the owner id.';
