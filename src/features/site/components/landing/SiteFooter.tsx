import { SiteLink } from './site-link.tsx';
import { PRODUCT_NAME } from '@halfwise/core/product.ts';
import { BrandLink } from './BrandLink.tsx';
import styles from './SiteFooter.module.css';

/** The public pages' footer: Privacy, Terms and Contact (account-and-billing §2.2). */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <BrandLink />
          <p className={styles.tagline}>Manual, paycheck-split budgeting. No bank logins, ever.</p>
        </div>
        <nav aria-label="Legal and contact">
          <ul className={styles.links}>
            <li>
              <SiteLink to="/privacy">Privacy</SiteLink>
            </li>
            <li>
              <SiteLink to="/terms">Terms</SiteLink>
            </li>
            <li>
              <SiteLink to="/contact">Contact</SiteLink>
            </li>
          </ul>
        </nav>
        <p className={styles.copyright}>
          © {new Date().getFullYear()} {PRODUCT_NAME}. Not financial advice: a tool for your own plan.
        </p>
      </div>
    </footer>
  );
}
