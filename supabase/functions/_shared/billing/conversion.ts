import type { TxSql } from '../db.ts';

/** The ad platform's Subscribe event value in dollars (spec §9). */
export const SUBSCRIBE_EVENT_VALUE = 4.99;

/**
 * Records the 'subscribe' conversion as the user (RLS applies) and answers its eventId; for a subscription
 * already recorded it answers the stored eventId, so repeating the completion call records nothing new.
 */
export async function recordSubscribeConversion(
  tx: TxSql,
  input: { userId: string; subscriptionId: string; ttclid: string | undefined },
): Promise<string> {
  const properties = {
    subscriptionId: input.subscriptionId,
    ...(input.ttclid ? { ttclid: input.ttclid } : {}),
  };
  const [inserted] = await tx<{ event_id: string }[]>`
    insert into public.conversion_events (user_id, event_type, event_value, event_id, event_properties)
    values (${input.userId}, 'subscribe', ${SUBSCRIBE_EVENT_VALUE}, ${crypto.randomUUID()}, ${tx.json(properties)})
    on conflict (user_id, (event_properties ->> 'subscriptionId')) where event_type = 'subscribe' do nothing
    returning event_id`;
  if (inserted) return inserted.event_id;
  const [existing] = await tx<{ event_id: string }[]>`
    select event_id from public.conversion_events
    where user_id = ${input.userId} and event_type = 'subscribe'
      and event_properties ->> 'subscriptionId' = ${input.subscriptionId}`;
  if (!existing) throw new Error(`subscribe event of ${input.subscriptionId} neither inserted nor found`);
  return existing.event_id;
}
