import { SiteLink } from './site-link.tsx';
import { PRODUCT_NAME } from '@halfwise/core/product.ts';
import styles from './BrandLink.module.css';

/** The product's mark (a month cut into two halves) and name, linking home. */
export function BrandLink() {
  return (
    <SiteLink to="/" className={styles.brand}>
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
        <circle cx="14" cy="14" r="13" className={styles.ring} />
        <path d="M14 1a13 13 0 0 0 0 26Z" className={styles.half} />
      </svg>
      {PRODUCT_NAME}
    </SiteLink>
  );
}
