-- A due date written with a one-digit month or day (12/1/2026), stored before every way in wrote two digits, is
-- rewritten as MM/DD/YYYY, so every stored date has one form (core/due-date.ts). Plain day numbers are left alone.
update public.expense_items
set due_date = lpad(split_part(due_date, '/', 1), 2, '0') || '/' || lpad(split_part(due_date, '/', 2), 2, '0')
  || '/' || split_part(due_date, '/', 3)
where due_date ~ '^[0-9]{1,2}/[0-9]{1,2}/[0-9]{4}$' and due_date !~ '^[0-9]{2}/[0-9]{2}/';

update public.income_items
set date = lpad(split_part(date, '/', 1), 2, '0') || '/' || lpad(split_part(date, '/', 2), 2, '0')
  || '/' || split_part(date, '/', 3)
where date ~ '^[0-9]{1,2}/[0-9]{1,2}/[0-9]{4}$' and date !~ '^[0-9]{2}/[0-9]{2}/';
