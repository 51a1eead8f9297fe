// Renders one signed-in screen as the app does (the real query client, router, session contexts and toasts),
// for component tests; the network is msw's (setup.ts).
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import type { FunctionComponent } from 'react';
import { CurrentUserContext, type CurrentUser } from '../../app/session/current-user-context.ts';
import { HouseholdContext, householdState } from '../../app/session/household.ts';
import { createQueryClient } from '../../app/session/query-client.ts';
import { AppToaster } from '../../app/toast/AppToaster.tsx';

const ROBIN = { id: '7d0c6f1e-0000-4000-8000-000000000001', firstName: 'Robin', lastName: null };

/** A subscriber with a card, alone on their own budget. */
export const SIGNED_IN_USER: CurrentUser = {
  ...ROBIN,
  email: 'robin@example.com',
  birthday: null,
  subscriptionStatus: 'active',
  trialEndDate: null,
  stripeCustomerId: 'cus_component',
  firstBudgetMonth: null,
  cancelAtPeriodEnd: false,
  currentPeriodEnd: null,
  card: null,
  cushion: 0,
  showCents: false,
  cardOptionalUntil: null,
  household: {
    owner: { ...ROBIN, email: null },
    members: [{ ...ROBIN, email: null }],
    ownerSubscriptionStatus: 'active',
    ownerTrialEndDate: '2026-12-01',
    invitations: [],
  },
};

export interface RenderedScreen {
  queryClient: QueryClient;
  user: UserEvent;
}

/**
 * `Screen` at `path` for SIGNED_IN_USER, inside the providers App and AppShell give it; `entry` is the address
 * opened (the path, or the path with a query).
 */
export function renderSignedIn(Screen: FunctionComponent, path = '/', entry = path): RenderedScreen {
  const queryClient = createQueryClient();
  const rootRoute = createRootRoute();
  const screenRoute = createRoute({ getParentRoute: () => rootRoute, path, component: Screen });
  const router = createRouter({
    routeTree: rootRoute.addChildren([screenRoute]),
    history: createMemoryHistory({ initialEntries: [entry] }),
  });
  const household = householdState(SIGNED_IN_USER.household, SIGNED_IN_USER.id);
  render(
    <QueryClientProvider client={queryClient}>
      <CurrentUserContext.Provider value={SIGNED_IN_USER}>
        <HouseholdContext.Provider value={household}>
          <RouterProvider router={router} />
        </HouseholdContext.Provider>
      </CurrentUserContext.Provider>
      <AppToaster />
    </QueryClientProvider>,
  );
  return { queryClient, user: userEvent.setup() };
}
