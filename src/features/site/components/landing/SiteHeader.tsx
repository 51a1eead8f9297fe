import { useCurrentUser } from '../../../../app/session/current-user-context.ts';
import { BrandLink } from './BrandLink.tsx';
import { CtaLink } from './CtaLink.tsx';
import styles from './SiteHeader.module.css';

const SECTION_LINKS = [
  { href: '/#how-it-works', label: 'How It Works' },
  { href: '/#compare', label: 'Compare' },
  { href: '/#pricing', label: 'Pricing' },
  { href: '/#faq', label: 'FAQ' },
] as const;

/**
 * The public pages' header. Phones and desktops get separate layouts (account-and-billing §2.2): only one is
 * displayed at a time, so only one banner reaches the accessibility tree.
 */
export function SiteHeader() {
  return (
    <>
      <header className={styles.mobile}>
        <BrandLink />
        <AccountLinks size="sm" />
      </header>
      <header className={styles.desktop}>
        <BrandLink />
        <nav aria-label="Sections">
          <ul className={styles.sections}>
            {SECTION_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={styles.sectionLink}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <AccountLinks size="md" />
      </header>
    </>
  );
}

/** Login and Get Started for visitors; a way back to the budget for a signed-in user reading a public page. */
function AccountLinks({ size }: { size: 'sm' | 'md' }) {
  const signedIn = useCurrentUser() !== null;
  return (
    <nav className={styles.actions} aria-label="Account">
      {signedIn ? (
        <CtaLink to="/" size={size}>
          My Budget
        </CtaLink>
      ) : (
        <>
          <CtaLink to="/login" variant="quiet" size={size}>
            Login
          </CtaLink>
          <CtaLink to="/signup" size={size}>
            Get Started
          </CtaLink>
        </>
      )}
    </nav>
  );
}
