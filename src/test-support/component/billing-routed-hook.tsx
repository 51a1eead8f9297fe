// A billing hook mounted as the payment and Settings screens mount it: under the app's router (the pages it moves
// to are routes of their own), with the real query client and the toasts, the network answered by msw.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { createQueryClient } from '../../app/session/query-client.ts';
import { AppToaster } from '../../app/toast/AppToaster.tsx';

/** The pages the billing hooks move to, and the ones they start on. */
const PAGES = ['/setup-payment', '/subscribe', '/success', '/profile', '/settings'] as const;

export interface RoutedHook<T> {
  /** The hook's latest answer. */
  result: { current: T };
  queryClient: QueryClient;
  /** Where the router is now. */
  path: () => string;
  unmount: () => void;
}

/** Mounts `useHook` on every page (it stays mounted when the page changes), starting at `path`. */
export async function renderRoutedHook<T>(
  useHook: () => T,
  path: (typeof PAGES)[number],
  queryClient: QueryClient = createQueryClient(),
): Promise<RoutedHook<T>> {
  const result = { current: undefined as T };
  function Probe() {
    result.current = useHook();
    return <Outlet />;
  }
  const rootRoute = createRootRoute({ component: Probe });
  const pages = PAGES.map((page) =>
    createRoute({ getParentRoute: () => rootRoute, path: page, component: () => null }),
  );
  const router = createRouter({
    routeTree: rootRoute.addChildren(pages),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const { unmount } = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AppToaster />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(result.current).toBeDefined());
  return { result, queryClient, path: () => router.state.location.pathname, unmount };
}
