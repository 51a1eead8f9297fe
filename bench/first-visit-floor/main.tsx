// The smallest app the stack allows (bench/lib/first-visit-floor.ts): React 19's DOM renderer, TanStack Router with
// one route and a link, TanStack Query with one query whose answer is parsed by a zod/mini schema. No app code.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import {
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { createRoot } from 'react-dom/client';
import { z } from 'zod/mini';

const Month = z.object({
  items: z.array(z.object({ id: z.number(), name: z.string(), amount: z.number() })),
});

function MonthList() {
  const month = useQuery({
    queryKey: ['month'],
    queryFn: async () => Month.parse(await (await fetch('/api/month')).json()),
  });
  return (
    <ul>
      {month.data?.items.map((item) => (
        <li key={item.id}>
          <Link to="/">{item.name}</Link> {item.amount}
        </li>
      ))}
    </ul>
  );
}

const rootRoute = createRootRoute({ component: Outlet });
const monthRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: MonthList });
const router = createRouter({ routeTree: rootRoute.addChildren([monthRoute]) });
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
