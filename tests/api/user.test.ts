import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_CENTS } from '@halfwise/core/money-limits.ts';
import { NOTHING_TO_CHANGE } from '@halfwise/core/patch-body.ts';
import { BODY_NOT_JSON } from '../../supabase/functions/_shared/validate.ts';
import { firstLink } from '../support/mailbox.ts';
import { apiClient, useDatabase, PASSWORD, uniqueEmail, waitForMail, type SessionBody } from './support.ts';

const api = apiClient();
const sql = useDatabase();

describe('GET /api/user', () => {
  it("answers the caller's profile", async () => {
    const session = await api.register();
    const response = await api.get('/api/user', { token: session.token });
    expect(response.status).toBe(200);
    const month = new Date().toISOString().slice(0, 7);
    expect(response.body).toEqual({
      id: session.user.id,
      email: session.user.email,
      firstName: null,
      lastName: null,
      birthday: null,
      subscriptionStatus: 'trial',
      trialEndDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      stripeCustomerId: null,
      firstBudgetMonth: month,
      cancelAtPeriodEnd: false,
      currentPeriodEnd: null,
      card: null,
      cushion: 0,
      showCents: false,
      cardOptionalUntil: null,
      household: {
        owner: { id: session.user.id, firstName: null, lastName: null, email: session.user.email },
        members: [{ id: session.user.id, firstName: null, lastName: null, email: session.user.email }],
        ownerSubscriptionStatus: 'trial',
        ownerTrialEndDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        invitations: [],
      },
    });
    const trialDays = (Date.parse(response.body.trialEndDate as string) - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(6.9);
    expect(trialDays).toBeLessThanOrEqual(7);
  });

  it("never shows one user another user's profile", async () => {
    const alice = await api.register();
    const bob = await api.register();
    const asBob = await api.get('/api/user', { token: bob.token });
    expect(asBob.body).toMatchObject({ id: bob.user.id, email: bob.user.email });
    expect(JSON.stringify(asBob.body)).not.toContain(alice.user.id);
  });
});

describe('PATCH /api/user/:id', () => {
  it('updates names (trimmed) and birthday, and answers the user', async () => {
    const session = await api.register();
    const response = await api.patch(`/api/user/${session.user.id}`, {
      token: session.token,
      body: { firstName: '  Ada ', lastName: 'Lovelace', birthday: '1990-12-10' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', birthday: '1990-12-10' });
    const [row] =
      await sql`select first_name, birthday::text from public.profiles where id = ${session.user.id}`;
    expect(row).toEqual({ first_name: 'Ada', birthday: '1990-12-10' });

    const cleared = await api.patch(`/api/user/${session.user.id}`, {
      token: session.token,
      body: { birthday: null, lastName: '' },
    });
    expect(cleared.body).toMatchObject({ firstName: 'Ada', lastName: null, birthday: null });
  });

  it("a new email ends the account's other sessions, and keeps the one that changed it", async () => {
    const phone = await api.register();
    const laptop = await api.post<SessionBody>('/api/auth/login', {
      body: { email: phone.user.email, password: PASSWORD },
    });
    const response = await api.patch(`/api/user/${phone.user.id}`, {
      token: phone.token,
      body: { email: uniqueEmail() },
    });
    expect(response.status).toBe(200);
    expect((await api.get('/api/user', { token: phone.token })).status).toBe(200);
    expect((await api.get('/api/user', { token: laptop.body.token })).status).toBe(401);
  });

  it('changes the email only once the link mailed to the new address is followed', async () => {
    const session = await api.register();
    const email = uniqueEmail();
    const response = await api.patch(`/api/user/${session.user.id}`, {
      token: session.token,
      body: { email },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ email: session.user.email });
    const [before] = await sql`select email from public.profiles where id = ${session.user.id}`;
    expect(before).toEqual({ email: session.user.email });
    expect((await api.post('/api/auth/login', { body: { email, password: PASSWORD } })).status).toBe(401);

    const followed = await fetch(firstLink(await waitForMail(email)), { redirect: 'manual' });
    expect(followed.status).toBe(303);
    expect(
      new URLSearchParams(new URL(followed.headers.get('location')!).hash.slice(1)).get('error'),
    ).toBeNull();
    expect((await api.get('/api/user', { token: session.token })).body).toMatchObject({ email });
    const login = await api.post('/api/auth/login', { body: { email, password: PASSWORD } });
    expect(login.status).toBe(200);
  });

  it.each([
    [{ birthday: '1990-02-30' }, 'birthday: Please enter a real date'],
    [{ birthday: '10/12/1990' }, 'birthday: Please enter a date as yyyy-MM-dd'],
    [{ email: 'not-an-address' }, 'email: Please enter a valid email address'],
    [{ firstName: 'x'.repeat(101) }, 'firstName: Must be at most 100 characters'],
    [{ subscriptionStatus: 'active' }, 'subscriptionStatus: Unknown field'],
  ])('refuses %j', async (body, message) => {
    const session = await api.register();
    const response = await api.patch(`/api/user/${session.user.id}`, { token: session.token, body });
    expect([response.status, response.body]).toEqual([400, { message }]);
  });

  it('sets the cushion, from zero up to the amount ceiling, and GET /api/user answers it', async () => {
    const session = await api.register();
    for (const cushion of [50_000, 0, MAX_AMOUNT_CENTS]) {
      const response = await api.patch(`/api/user/${session.user.id}`, {
        token: session.token,
        body: { cushion },
      });
      expect([response.status, response.body.cushion]).toEqual([200, cushion]);
      expect((await api.get('/api/user', { token: session.token })).body.cushion).toBe(cushion);
    }
  });

  it.each([
    [12.5, 'cushion: Must be a whole number of cents'],
    [-1, 'cushion: Must not be negative'],
    [MAX_AMOUNT_CENTS + 1, `cushion: Must be at most ${MAX_AMOUNT_CENTS} cents`],
    ['500', 'cushion: Must be a whole number of cents'],
    [null, 'cushion: Must be a whole number of cents'],
    [true, 'cushion: Must be a whole number of cents'],
  ])('refuses a cushion of %j and keeps the one saved', async (cushion, message) => {
    const session = await api.register();
    await api.patch(`/api/user/${session.user.id}`, { token: session.token, body: { cushion: 30_000 } });
    const response = await api.patch(`/api/user/${session.user.id}`, {
      token: session.token,
      body: { cushion },
    });
    expect([response.status, response.body]).toEqual([400, { message }]);
    const [row] = await sql`select cushion from public.profiles where id = ${session.user.id}`;
    expect(row).toEqual({ cushion: 30_000 });
  });

  it("refuses to set another user's cushion (404) and leaves it at zero", async () => {
    const alice = await api.register();
    const mallory = await api.register();
    const response = await api.patch(`/api/user/${alice.user.id}`, {
      token: mallory.token,
      body: { cushion: 99_000 },
    });
    expect([response.status, response.body]).toEqual([404, { message: 'Not found' }]);
    const rows = await sql`
      select id, cushion from public.profiles where id in (${alice.user.id}, ${mallory.user.id})`;
    expect(rows.map((row) => row.cushion)).toEqual([0, 0]);
  });

  it.each([
    ['an empty body', undefined, `body: ${NOTHING_TO_CHANGE}`],
    ['an empty object', '{}', `body: ${NOTHING_TO_CHANGE}`],
    ['fields left undefined', JSON.stringify({ firstName: undefined }), `body: ${NOTHING_TO_CHANGE}`],
    ['a list', '[]', 'body: Invalid input: expected object, received array'],
    ['a body that is not JSON', '{"firstName":', BODY_NOT_JSON],
  ])('refuses %s with a 400 naming the body, and changes nothing', async (_, rawBody, message) => {
    // Registered from an address of its own: this file's other registrations already near the hourly limit.
    const session = await apiClient().register();
    const [before] = await sql`select * from public.profiles where id = ${session.user.id}`;
    const response = await api.patch(`/api/user/${session.user.id}`, { token: session.token, rawBody });
    expect([response.status, response.body]).toEqual([400, { message }]);
    const [after] = await sql`select * from public.profiles where id = ${session.user.id}`;
    expect(after).toEqual(before);
  });

  it('names a malformed id', async () => {
    const session = await api.register();
    const response = await api.patch('/api/user/42', { token: session.token, body: { firstName: 'A' } });
    expect([response.status, response.body]).toEqual([400, { message: 'id: Must be a valid id' }]);
  });

  it("answers 404 for another user's id and leaves that profile alone", async () => {
    const alice = await api.register();
    const mallory = await api.register();
    const response = await api.patch(`/api/user/${alice.user.id}`, {
      token: mallory.token,
      body: { firstName: 'Hacked', email: uniqueEmail() },
    });
    expect([response.status, response.body]).toEqual([404, { message: 'Not found' }]);
    const [row] = await sql`select first_name, email from public.profiles where id = ${alice.user.id}`;
    expect(row).toEqual({ first_name: null, email: alice.user.email });
  });

  it('needs a token', async () => {
    const response = await api.patch(`/api/user/${crypto.randomUUID()}`, { body: { firstName: 'A' } });
    expect(response.status).toBe(401);
  });
});
