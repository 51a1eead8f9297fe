// /join/{token} as the whole app shows it (the real router, route tables, shell and query client; the network is
// msw's): someone invited who already has an account logs in on the invitation and is taken on to accept it,
// with no reload (issue 45, "No dead ends").
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { joinTitle } from '../../features/household/model/share-messages.ts';
import { SIGNED_IN_USER } from '../../test-support/component/render-signed-in.tsx';
import { server } from '../../test-support/component/setup.ts';
import { createQueryClient } from '../session/query-client.ts';
import { createAppRouter } from './router.tsx';

const TOKEN = 'b'.repeat(43);
const OWNER = { firstName: 'Ana', lastName: null, email: 'ana@example.com' };
const INVITED = {
  ...SIGNED_IN_USER,
  email: 'robin@example.com',
  firstBudgetMonth: '2026-12',
  trialEndDate: '',
};

it('a first log-in from an invitation leaves "Signing you in" for the invitation, signed in, without a reload', async () => {
  let userReads = 0;
  server.use(
    http.get('*/api/household/invitation/:token', () =>
      HttpResponse.json({ inviter: OWNER, email: INVITED.email, expiresAt: '2099-01-01T00:00:00Z' }),
    ),
    http.post('*/api/auth/login', () =>
      HttpResponse.json({
        token: 'access',
        refreshToken: 'refresh',
        expiresAt: Math.floor(Date.now() / 1000) + 3600,
        user: { id: INVITED.id, email: INVITED.email },
      }),
    ),
    http.get('*/api/user', () => {
      userReads++;
      return HttpResponse.json(INVITED);
    }),
  );
  window.history.replaceState(null, '', `/join/${TOKEN}`);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={createAppRouter()} />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();

  await user.click(await screen.findByRole('button', { name: 'I have an account: log in' }));
  await user.type(await screen.findByLabelText('Email'), INVITED.email);
  await user.type(screen.getByLabelText('Password'), 'correct horse battery');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  await screen.findByText('Taking you to your budget...');

  // The login's wait (2.5 s), then the user's read, then the invitation signed in: the button that accepts it.
  const accept = await screen.findByRole('button', { name: joinTitle(OWNER) }, { timeout: 8000 });
  expect(accept).toBeDefined();
  expect(screen.queryByText('Taking you to your budget...')).toBeNull();
  expect(userReads).toBe(1);
}, 15_000);
