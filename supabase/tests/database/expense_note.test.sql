-- The note on an expense (expense_items.note): optional, at most 500 characters (core MAX_ITEM_NOTE_LENGTH),
-- read and changed only by the expense's owner, listed by budget_json, left behind by a copy to another month.
begin;
select plan(12);

insert into auth.users (id, email) values
  ('00000000-0000-4000-8000-0000000000e1', 'e1@example.com'),
  ('00000000-0000-4000-8000-0000000000e2', 'e2@example.com');
insert into public.budgets (id, user_id, month, year) overriding system value values
  (930001, '00000000-0000-4000-8000-0000000000e1', '2026-11', 2026),
  (930002, '00000000-0000-4000-8000-0000000000e2', '2026-11', 2026);
insert into public.expense_items (budget_id, user_id, name, amount, due_date, note) values
  (930001, '00000000-0000-4000-8000-0000000000e1', 'Rent', 140000, '3', 'Autopay'),
  (930002, '00000000-0000-4000-8000-0000000000e2', 'Their rent', 90000, '3', 'Theirs');

select has_column('public', 'expense_items', 'note', 'an expense has a note');
select col_is_null('public', 'expense_items', 'note', 'the note may be left out');
select hasnt_column('public', 'income_items', 'note', 'an income has none');
select throws_ok(
  $$update public.expense_items set note = repeat('n', 501) where name = 'Rent'$$,
  '23514', null, 'a note of 501 characters is refused by the check constraint'
);
select lives_ok(
  $$update public.expense_items set note = repeat('n', 500) where name = 'Rent'$$,
  'a note of 500 characters is kept'
);
update public.expense_items set note = 'Autopay' where name = 'Rent';

set local role authenticated;
set local request.jwt.claims to '{"sub":"00000000-0000-4000-8000-0000000000e1","role":"authenticated"}';

select results_eq($$select note from public.expense_items$$, $$values ('Autopay'::text)$$,
                  'a person reads only their own expenses'' notes');
update public.expense_items set note = 'Changed' where name = 'Their rent';
select lives_ok($$update public.expense_items set note = 'From checking' where name = 'Rent'$$,
                'a person may change their own note');
select is((select (body::json -> 'expenseItems' -> 0 ->> 'note')
           from public.budget_json('00000000-0000-4000-8000-0000000000e1', '2026-11')),
          'From checking', 'the month''s budget lists the note with its expense');
select is((select body::json -> 'expenseItems'
           from public.budget_json('00000000-0000-4000-8000-0000000000e2', '2026-11'))::text, '[]',
          'another person''s month lists none of their expenses, notes included');
create temp table copied as select public.copy_budget_to_month(930001, '2026-12', 2026) as id;
select results_eq($$select note from public.expense_items where budget_id = (select id from copied)$$,
                  $$values (null::text)$$, 'a copy to another month leaves the note with its month');
reset role;

select is((select note from public.expense_items where name = 'Their rent'), 'Theirs',
          'another person''s note cannot be changed');
select column_privs_are('public', 'expense_items', 'note', 'authenticated',
                        array['SELECT', 'INSERT', 'UPDATE'],
                        'authenticated has on the note what it has on every column of its expenses');

select * from finish();
rollback;
