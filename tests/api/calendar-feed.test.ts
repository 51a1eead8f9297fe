import ICAL from 'ical.js';
import { calendarFeedSchema, calendarFeedStatusSchema } from '@halfwise/core/contract/own-data.ts';
import { DEFAULT_REMINDER_SETTINGS } from '@halfwise/core/reminder-settings.ts';
import { describe, expect, it } from 'vitest';
import { signUp, type Person } from './budget-fixtures.ts';
import { join } from './household-fixtures.ts';
import { rawRequest, utcMonth } from './own-data-support.ts';
import { API_URL, useDatabase } from './support.ts';

const sql = useDatabase();

async function turnOn(person: Person): Promise<string> {
  const response = await rawRequest('POST', '/api/calendar-feed', { token: person.token });
  expect(response.status).toBe(201);
  return calendarFeedSchema.parse(response.json()).url;
}

/** Fetches the feed as a calendar app would: no login, only the URL. */
async function fetchFeed(url: string) {
  const response = await fetch(url);
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const start = vevent.getFirstProperty('dtstart')!;
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      date: event.startDate.toString(),
      isDate: event.startDate.isDate,
      valueType: start.type,
      stamp: vevent.getFirstPropertyValue('dtstamp'),
    };
  });
}

describe('the calendar feed', () => {
  it('answers the bills of this month through 5 months ahead as all-day events, without a login', async () => {
    const person = await signUp();
    const thisMonth = await person.createBudget(utcMonth());
    const rent = await person.addItem('expense', thisMonth.budget!.id, {
      name: 'Rent',
      amount: 125075,
      dueDate: '1',
    });
    await person.patch(`/api/expense/${rent.id}`, { isPaid: true });
    await person.addItem('income', thisMonth.budget!.id, { name: 'Paycheck', amount: 300000, dueDate: '1' });
    const last = await person.createBudget(utcMonth(5));
    await person.addItem('expense', last.budget!.id, { name: 'Insurance', amount: 9900, dueDate: '31' });
    const beyond = await person.createBudget(utcMonth(6));
    await person.addItem('expense', beyond.budget!.id, { name: 'Too far', amount: 100, dueDate: '3' });
    const before = await person.createBudget(utcMonth(-1));
    await person.addItem('expense', before.budget!.id, { name: 'Last month', amount: 100, dueDate: '3' });

    const url = await turnOn(person);
    const secret = /\/api\/calendar-feed\/([A-Za-z0-9_-]+)\.ics$/.exec(url)?.[1] ?? '';
    // At least 128 bits of secret: 43 URL-safe base64 characters carry 256.
    expect(secret.length * 6).toBeGreaterThanOrEqual(128);
    const [stored] = await sql<{ token_hash: string }[]>`
      select token_hash from public.calendar_feeds where user_id = ${person.userId}`;
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.token_hash).not.toContain(secret);

    const feed = await fetchFeed(url);
    expect(feed.status).toBe(200);
    expect(feed.type).toMatch(/^text\/calendar/);
    const events = eventsOf(feed.text);
    const lastDay = new Date(
      Date.UTC(Number(utcMonth(5).slice(0, 4)), Number(utcMonth(5).slice(5)), 0),
    ).getUTCDate();
    expect(
      events.map(({ summary, date, isDate, valueType }) => ({ summary, date, isDate, valueType })),
    ).toEqual([
      { summary: 'Rent — $1,250.75', date: `${utcMonth()}-01`, isDate: true, valueType: 'date' },
      {
        summary: 'Insurance — $99.00',
        date: `${utcMonth(5)}-${String(Math.min(31, lastDay)).padStart(2, '0')}`,
        isDate: true,
        valueType: 'date',
      },
    ]);
    expect(events[0]?.description).toMatch(/^Paid\./);
    expect(events[1]?.description).toMatch(/^Not paid yet\./);
    expect(feed.text).toContain('DTSTART;VALUE=DATE:');
    expect(events.every((event) => event.stamp !== null)).toBe(true);

    const again = eventsOf((await fetchFeed(url)).text);
    expect(again.map((event) => event.uid)).toEqual(events.map((event) => event.uid));
    expect(new Set(events.map((event) => event.uid)).size).toBe(2);
  });

  it('gives every bill an alarm at the person’s reminder lead time, and still parses as RFC 5545', async () => {
    const person = await signUp();
    const budget = await person.createBudget(utcMonth(1));
    for (const [name, dueDate] of [
      ['Rent', '1'],
      ['Phone', '12'],
      ['Power', '28'],
    ] as const) {
      await person.addItem('expense', budget.budget!.id, { name, amount: 5000, dueDate });
    }
    const url = await turnOn(person);
    const alarms = async () =>
      new ICAL.Component(ICAL.parse((await fetchFeed(url)).text))
        .getAllSubcomponents('vevent')
        .map((vevent) =>
          vevent.getAllSubcomponents('valarm').map((alarm) => ({
            action: alarm.getFirstPropertyValue('action'),
            trigger: String(alarm.getFirstPropertyValue('trigger')),
            // RFC 5545: a trigger without RELATED is relative to the start.
            related: alarm.getFirstProperty('trigger')?.getParameter('related') ?? 'START',
          })),
        );
    // Without reminder settings: the defaults, 9:00 the day before (15 hours before the all-day event).
    expect(await alarms()).toEqual(
      Array(3).fill([{ action: 'DISPLAY', trigger: '-PT15H', related: 'START' }]),
    );

    const settings = { ...DEFAULT_REMINDER_SETTINGS, bills: { enabled: true, daysBefore: 2, time: '08:30' } };
    const saved = await rawRequest('PUT', '/api/reminders', {
      token: person.token,
      body: JSON.stringify(settings),
    });
    expect(saved.status).toBe(200);
    expect(await alarms()).toEqual(
      Array(3).fill([{ action: 'DISPLAY', trigger: '-P1DT15H30M', related: 'START' }]),
    );
  });

  it("never shows another person's bills", async () => {
    const alice = await signUp();
    const bob = await signUp();
    const budget = await bob.createBudget(utcMonth());
    await bob.addItem('expense', budget.budget!.id, { name: 'Bob only', amount: 100, dueDate: '3' });
    const feed = await fetchFeed(await turnOn(alice));
    expect(feed.status).toBe(200);
    expect(eventsOf(feed.text)).toEqual([]);
    expect(feed.text).not.toContain('Bob only');
  });

  it("a partner's link lists the shared budget's bills, and none of them once the owner removes the partner", async () => {
    const owner = await signUp();
    const partner = await signUp();
    const ownBudget = await partner.createBudget(utcMonth());
    await partner.addItem('expense', ownBudget.budget!.id, {
      name: 'Partner only',
      amount: 100,
      dueDate: '2',
    });
    const url = await turnOn(partner);
    const shared = await owner.createBudget(utcMonth());
    await owner.addItem('expense', shared.budget!.id, { name: 'Rent', amount: 120000, dueDate: '3' });
    await owner.addItem('income', shared.budget!.id, { name: 'Paycheck', amount: 300000, dueDate: '1' });
    const next = await owner.createBudget(utcMonth(1));
    await owner.addItem('expense', next.budget!.id, { name: 'Phone', amount: 5000, dueDate: '20' });
    const summaries = async () => eventsOf((await fetchFeed(url)).text).map((event) => event.summary);
    expect(await summaries()).toEqual(['Partner only — $1.00']);

    await join(owner, partner);
    expect(await summaries()).toEqual(['Rent — $1,200.00', 'Phone — $50.00']);

    expect((await owner.delete(`/api/household/members/${partner.userId}`)).status).toBe(204);
    const after = await fetchFeed(url);
    expect(after.status).toBe(200);
    expect(eventsOf(after.text).map((event) => event.summary)).toEqual(['Partner only — $1.00']);
    expect(after.text).not.toMatch(/Rent|Phone/);
  });

  it('regenerating replaces the URL; turning it off makes it 404; the status says which', async () => {
    const person = await signUp();
    const status = async () =>
      calendarFeedStatusSchema.parse(
        (await rawRequest('GET', '/api/calendar-feed', { token: person.token })).json(),
      );
    expect(await status()).toEqual({ active: false, createdAt: null });
    const first = await turnOn(person);
    expect((await status()).active).toBe(true);
    const second = await turnOn(person);
    expect(second).not.toBe(first);
    expect((await fetchFeed(first)).status).toBe(404);
    expect((await fetchFeed(second)).status).toBe(200);

    expect((await rawRequest('DELETE', '/api/calendar-feed', { token: person.token })).status).toBe(204);
    expect((await fetchFeed(second)).status).toBe(404);
    expect(await status()).toEqual({ active: false, createdAt: null });
  });

  it('answers 404 for a made-up or malformed secret, and needs a login to manage the feed', async () => {
    const base = new URL('/api/calendar-feed/', API_URL).href;
    expect((await fetchFeed(`${base}${'A'.repeat(43)}.ics`)).status).toBe(404);
    expect((await fetchFeed(`${base}short.ics`)).status).toBe(404);
    expect((await rawRequest('POST', '/api/calendar-feed')).status).toBe(401);
    expect((await rawRequest('DELETE', '/api/calendar-feed')).status).toBe(401);
  });
});
