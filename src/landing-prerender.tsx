import './app/theme.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { renderToStaticMarkup } from 'react-dom/server';
import { LoginPage } from './features/account/index.ts';
import { loadLandingPage } from './features/site/index.ts';

/** Build time only (scripts/vite/prerender-landing.ts): the landing page's HTML, with no script to hydrate it. */
export async function renderLandingHtml(): Promise<string> {
  const { LandingPage } = await loadLandingPage();
  return renderToStaticMarkup(<LandingPage />);
}

/**
 * Build time only: the login page as the app draws it at /login for a visitor, shown until the app takes its place
 * (src/app/ui/forms/prerendered-form.ts). Its links are the router's, so it renders inside a router of its own.
 */
export async function renderLoginHtml(): Promise<string> {
  const rootRoute = createRootRoute();
  const loginRoute = createRoute({ getParentRoute: () => rootRoute, path: '/login', component: LoginPage });
  const router = createRouter({
    routeTree: rootRoute.addChildren([loginRoute]),
    history: createMemoryHistory({ initialEntries: ['/login'] }),
  });
  await router.load();
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
