import { createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { NotFoundPage } from '../../features/site/index.ts';
import { ROUTE_TABLE } from './route-table.ts';
import { RouteScreen } from './RouteScreen.tsx';
import { AppShell } from './AppShell.tsx';

const rootRoute = createRootRoute({ component: AppShell, notFoundComponent: NotFoundPage });

const screenRoutes = ROUTE_TABLE.map((entry) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path: entry.path,
    ...(entry.validateSearch ? { validateSearch: entry.validateSearch } : {}),
    component: () => <RouteScreen entry={entry} />,
  }),
);

/** Paths come from the route table, so links are checked against it at runtime (404), not by type. */
export function createAppRouter() {
  return createRouter({ routeTree: rootRoute.addChildren(screenRoutes) });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
