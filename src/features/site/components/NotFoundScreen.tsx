import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../../app/ui/Spinner.tsx';

const Page = lazy(() => import('./NotFoundPage.tsx').then(({ NotFoundPage }) => ({ default: NotFoundPage })));

/** The 404 page, loaded when first shown: a returning user's first screen carries none of the site's layout. */
export function NotFoundScreen() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
}
