-- The sign-up trigger, which profile columns a person may change, and e-mail sync.
begin;
select plan(15);

insert into auth.users (id, email, raw_user_meta_data) values
  ('00000000-0000-4000-8000-00000000000a', 'a@example.com', '{"first_name":"Ana"}');

select is(
  (select row(email, first_name, subscription_status, first_budget_month)::text from public.profiles
   where id = '00000000-0000-4000-8000-00000000000a'),
  row('a@example.com', 'Ana', 'trial', to_char(now() at time zone 'utc', 'YYYY-MM'))::text,
  'sign-up creates the profile: email, first name from metadata, trial status, sign-up month'
);
select is(
  (select trial_end_date - trial_start_date from public.profiles where id = '00000000-0000-4000-8000-00000000000a'),
  interval '7 days',
  'the trial lasts 7 days'
);

update auth.users set email = 'ana@example.com' where id = '00000000-0000-4000-8000-00000000000a';
select is(
  (select email from public.profiles where id = '00000000-0000-4000-8000-00000000000a'),
  'ana@example.com',
  'a changed auth email is copied to the profile'
);

set local role authenticated;
set local request.jwt.claims to '{"sub":"00000000-0000-4000-8000-00000000000a","role":"authenticated"}';

select lives_ok(
  $$update public.profiles set first_name = 'Anna', last_name = 'Lee', username = 'anna', birthday = '1990-05-01',
      email_marketing_opt_in = false, email = 'anna@example.com'
    where id = '00000000-0000-4000-8000-00000000000a'$$,
  'a person may update their personal columns'
);
select is(
  (select row(first_name, last_name, birthday, email_marketing_opt_in)::text from public.profiles),
  row('Anna', 'Lee', date '1990-05-01', false)::text,
  'the personal columns changed'
);

-- Server-owned columns: each update is refused with insufficient_privilege.
select throws_ok(
  format('update public.profiles set %I = %s where id = %L', col, val, '00000000-0000-4000-8000-00000000000a'),
  '42501', null,
  format('a person cannot update profiles.%s', col)
)
from (values
  ('subscription_status', '''active'''),
  ('stripe_customer_id', '''cus_x'''),
  ('stripe_subscription_id', '''sub_x'''),
  ('trial_start_date', 'now()'),
  ('trial_end_date', 'now() + interval ''1 year'''),
  ('first_budget_month', '''2000-01'''),
  ('onboarding_emails_sent', 'true'),
  ('email_event_counts', '''{}''')
) as server_columns (col, val)
order by col;

reset role;
select is(
  (select subscription_status from public.profiles where id = '00000000-0000-4000-8000-00000000000a'),
  'trial',
  'the subscription status is unchanged'
);

delete from auth.users where id = '00000000-0000-4000-8000-00000000000a';
select is_empty(
  $$select 1 from public.profiles where id = '00000000-0000-4000-8000-00000000000a'$$,
  'deleting the auth user deletes the profile'
);

select * from finish();
rollback;
