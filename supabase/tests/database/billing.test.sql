-- Billing columns are the server's: a person can read them but not write them; the subscribe conversion is
-- recorded once per subscription, only for oneself.
begin;
select plan(13);

insert into auth.users (id, email) values
  ('00000000-0000-4000-8000-0000000000b1', 'b1@example.com'),
  ('00000000-0000-4000-8000-0000000000b2', 'b2@example.com');

select is(
  (select row(cancel_at_period_end, current_period_end, card_brand, card_last4, billing_event_at)::text
   from public.profiles where id = '00000000-0000-4000-8000-0000000000b1'),
  row(false, null::timestamptz, null::text, null::text, null::timestamptz)::text,
  'a new profile has no card, no period and no pending cancellation'
);

set local role authenticated;
set local request.jwt.claims to '{"sub":"00000000-0000-4000-8000-0000000000b1","role":"authenticated"}';

select throws_ok(
  format('update public.profiles set %I = %s where id = %L', col, val, '00000000-0000-4000-8000-0000000000b1'),
  '42501', null,
  format('a person cannot update profiles.%s', col)
)
from (values
  ('cancel_at_period_end', 'true'),
  ('current_period_end', 'now()'),
  ('card_brand', '''visa'''),
  ('card_last4', '''4242'''),
  ('billing_event_at', 'now()')
) as billing_columns (col, val)
order by col;

select lives_ok(
  $$insert into public.conversion_events (user_id, event_type, event_value, event_id, event_properties)
    values ('00000000-0000-4000-8000-0000000000b1', 'subscribe', 4.99, 'e1', '{"subscriptionId":"sub_1"}')$$,
  'a person may record their own subscribe conversion'
);
select throws_ok(
  $$insert into public.conversion_events (user_id, event_type, event_id, event_properties)
    values ('00000000-0000-4000-8000-0000000000b1', 'subscribe', 'e2', '{"subscriptionId":"sub_1"}')$$,
  '23505', null,
  'one subscribe conversion per subscription'
);
select throws_ok(
  $$insert into public.conversion_events (user_id, event_type, event_id)
    values ('00000000-0000-4000-8000-0000000000b2', 'subscribe', 'e3')$$,
  '42501', null,
  'nobody records a conversion for someone else'
);
select throws_ok(
  $$insert into public.conversion_events (user_id, event_type, event_id)
    values ('00000000-0000-4000-8000-0000000000b1', 'purchase', 'e4')$$,
  '42501', null,
  'only registration and subscribe conversions may be recorded'
);
select throws_ok(
  $$insert into public.stripe_events (id, type, created) values ('evt_1', 'invoice.paid', now())$$,
  '42501', null,
  'a person cannot write processed Stripe events'
);
select throws_ok(
  $$select count(*) from public.stripe_events$$,
  '42501', null,
  'a person cannot read processed Stripe events'
);

reset role;
select is(
  (select count(*)::int from public.conversion_events
   where event_type = 'subscribe' and user_id = '00000000-0000-4000-8000-0000000000b1'),
  1,
  'exactly the one subscribe conversion was recorded'
);

select * from finish();
rollback;
