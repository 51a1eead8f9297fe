-- private.hit_rate_limit counts hits per key in a fixed window and says no past the limit. Only the server
-- (the database owner) may call it: anon and authenticated can neither call it nor find it in public.
begin;
select plan(11);

select is(
  array(select private.hit_rate_limit('login:203.0.113.7', 3, 60) from generate_series(1, 5)),
  array[true, true, true, false, false],
  'three hits are allowed, the fourth and fifth are refused'
);
select ok(private.hit_rate_limit('login:198.51.100.1', 3, 60), 'another key has its own count');
select throws_ok($$select private.hit_rate_limit('k', 3, 0)$$, '22023', null, 'a window must be positive');
select is(
  (select hits from private.rate_limit_hits where key = 'login:203.0.113.7'),
  5,
  'every hit is counted in the current window'
);
select hasnt_function('public', 'hit_rate_limit', 'nothing named hit_rate_limit is left in the exposed schema');

select ok(
  not has_function_privilege(r, 'private.hit_rate_limit(text, integer, integer)', 'execute'),
  format('%s has no execute privilege on private.hit_rate_limit', r)
)
from unnest(array['anon', 'authenticated']) as r order by r;

set local role anon;
select throws_ok($$select private.hit_rate_limit('k', 3, 60)$$, '42501', null, 'anon cannot call it');
select throws_ok('select * from private.rate_limit_hits', '42501', null, 'anon cannot read the counters');
reset role;

set local role authenticated;
select throws_ok($$select private.hit_rate_limit('k', 3, 60)$$, '42501', null, 'authenticated cannot call it');
select throws_ok('select * from private.login_failures', '42501', null, 'authenticated cannot read login failures');
reset role;

select * from finish();
rollback;
