-- Billing (issue 5): what the Settings screen shows about the subscription and the card, the ordering guard of
-- the Stripe webhook, and the 'subscribe' conversion event. All of it is written by the server only.

alter table public.profiles
  add column cancel_at_period_end boolean not null default false,
  add column current_period_end timestamptz,
  add column card_brand text check (char_length(card_brand) <= 40),
  add column card_last4 text check (card_last4 ~ '^[0-9]{4}$'),
  add column billing_event_at timestamptz;

comment on column public.profiles.cancel_at_period_end is 'The subscription ends at current_period_end instead of renewing. Written by the server only.';
comment on column public.profiles.current_period_end is 'End of the subscription''s current billing period (or trial). Written by the server only.';
comment on column public.profiles.card_brand is 'Brand of the default card (visa, mastercard, …). Written by the server only.';
comment on column public.profiles.card_last4 is 'Last four digits of the default card. Written by the server only.';
comment on column public.profiles.billing_event_at is 'When the state the billing columns hold was current (a Stripe event''s created time, or a server change); older webhook events are ignored. Written by the server only.';

-- No column grant for authenticated: an update of these columns fails with 42501, like the other billing columns.

-- The API records the subscribe conversion as the user, beside the registration one.
alter policy "conversion_events: owner records registration" on public.conversion_events
  rename to "conversion_events: owner records registration or subscribe";
alter policy "conversion_events: owner records registration or subscribe" on public.conversion_events
  with check ((select auth.uid()) = user_id and event_type in ('registration', 'subscribe'));
grant insert (event_value) on table public.conversion_events to authenticated;
-- One subscribe event per subscription, however often the completion call is repeated.
create unique index conversion_events_subscribe_once on public.conversion_events
  (user_id, (event_properties ->> 'subscriptionId'))
  where event_type = 'subscribe';

comment on table public.stripe_events is 'Stripe webhook events already processed (idempotency), written in the same transaction as their effect, including events that were ignored as older than the profile''s state. Server only.';
