import { PlaceholderPage } from './PlaceholderPage.tsx';

export function NotFoundPage() {
  return (
    <PlaceholderPage title="404 Page Not Found">
      <p>The page you are looking for does not exist.</p>
    </PlaceholderPage>
  );
}
