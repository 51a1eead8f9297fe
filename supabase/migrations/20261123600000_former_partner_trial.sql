-- A partner who leaves or is removed goes back to their own budget. One who never set up a card (they joined
-- through an invitation, covered by the owner) starts their own 7-day free trial then, and is asked for a card
-- only when it ends: card_optional_until says until when the card may wait.

alter table public.profiles add column card_optional_until timestamptz;
comment on column public.profiles.card_optional_until is
  'Until when this person may use their own budget without a card: set to their trial end when a household partnership ends before they set up one. Written by the server only.';

create or replace function public.end_household_partnership(partner uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.households h set partner_id = null, partner_joined_at = null
  where h.partner_id = end_household_partnership.partner
    and (select auth.uid()) in (h.owner_id, h.partner_id);
  if not found then
    raise exception 'Not found' using errcode = 'HW404';
  end if;
  update public.profiles p
  set trial_start_date = now(),
      trial_end_date = now() + interval '7 days',
      card_optional_until = now() + interval '7 days',
      subscription_status = 'trial'
  where p.id = end_household_partnership.partner and p.stripe_customer_id is null;
end;
$$;
comment on function public.end_household_partnership(uuid) is
  'Ends a partnership: allowed to its owner and to the partner. A partner with no card starts their own 7-day trial, the card waiting until it ends. Raises HW404 when the caller is neither.';
