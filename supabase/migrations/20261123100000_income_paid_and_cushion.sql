-- Received income (as expenses are paid) and each person's cushion: the balance below which a section's low
-- point is worth a warning.

alter table public.income_items
  add column is_paid boolean not null default false;
comment on column public.income_items.is_paid is
  'Whether the person marked the income received. copy_budget_to_month names no is_paid for income, so a copy starts not received (this default).';

alter table public.profiles
  add column cushion integer not null default 0 check (cushion between 0 and 100000000);
comment on column public.profiles.cushion is
  'The balance, in cents (0 to one million dollars), below which the budget warns of a section''s low point; 0 warns only below zero.';

-- A person sets their own cushion; the row policies of profiles already limit them to their own row.
grant update (cushion) on table public.profiles to authenticated;
