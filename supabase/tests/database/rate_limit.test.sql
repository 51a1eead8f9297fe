-- public.hit_rate_limit counts hits per key in a fixed window and says no past the limit.
begin;
select plan(7);

set local role anon;
select is(
  array(select public.hit_rate_limit('login:203.0.113.7', 3, 60) from generate_series(1, 5)),
  array[true, true, true, false, false],
  'three hits are allowed, the fourth and fifth are refused'
);
select ok(public.hit_rate_limit('login:198.51.100.1', 3, 60), 'another key has its own count');
select throws_ok($$select public.hit_rate_limit('k', 3, 0)$$, '22023', null, 'a window must be positive');
select throws_ok('select * from private.rate_limit_hits', '42501', null, 'anon cannot read the counters');
reset role;

set local role authenticated;
select ok(public.hit_rate_limit('signup:client-1', 1, 60), 'authenticated may call it too');
select ok(not public.hit_rate_limit('signup:client-1', 1, 60), 'and is refused past the limit');
reset role;

select is(
  (select hits from private.rate_limit_hits where key = 'login:203.0.113.7'),
  5,
  'every hit is counted in the current window'
);

select * from finish();
rollback;
