import { CtaLink } from './landing/CtaLink.tsx';
import { SiteLayout } from './landing/SiteLayout.tsx';
import styles from './NotFoundPage.module.css';

export function NotFoundPage() {
  return (
    <SiteLayout>
      <div className={styles.page}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 className={styles.title}>404 Page Not Found</h1>
        <p className={styles.text}>
          The page you are looking for does not exist or has moved. Let’s get you back on track.
        </p>
        <CtaLink to="/" size="lg">
          Go to the home page
        </CtaLink>
      </div>
    </SiteLayout>
  );
}
