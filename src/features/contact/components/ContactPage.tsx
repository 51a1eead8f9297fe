import { Link } from '@tanstack/react-router';
import { SUPPORT_EMAIL } from '@halfwise/core/contact-contract.ts';
import { PRODUCT_NAME } from '@halfwise/core/product.ts';
import { useCurrentUser } from '../../../app/session/current-user.ts';
import { MailIcon } from '../../../app/icons/MailIcon.tsx';
import { ContactForm } from './ContactForm.tsx';
import styles from './ContactPage.module.css';

/** /contact on both route tables (account-and-billing §2.10). */
export function ContactPage() {
  const signedIn = useCurrentUser() !== null;
  return (
    <div className={styles.site}>
      <header className={styles.header}>
        <Link to="/" className={styles.brand}>
          {PRODUCT_NAME}
        </Link>
        <nav className={styles.headerLinks} aria-label="Account">
          {signedIn ? (
            <Link to="/" className={styles.primaryLink}>
              Back to my budget
            </Link>
          ) : (
            <>
              <Link to="/login" className={styles.quietLink}>
                Login
              </Link>
              <Link to="/signup" className={styles.primaryLink}>
                Get Started Free
              </Link>
            </>
          )}
        </nav>
      </header>

      <main className={styles.main}>
        <div className={styles.intro}>
          <h1 className={styles.title}>Contact Us</h1>
          <p className={styles.lead}>
            Questions about your budget, your subscription or your data? Send us a note and a real person will
            answer.
          </p>
          <p className={styles.direct}>
            <MailIcon />
            <span>
              Prefer email? Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </span>
          </p>
        </div>
        <section className={styles.card} aria-label="Contact form">
          <ContactForm />
        </section>
      </main>

      <footer className={styles.footer}>
        <nav aria-label="Legal and contact">
          <Link to="/privacy">Privacy</Link>
          <Link to="/terms">Terms</Link>
          <Link to="/contact">Contact</Link>
        </nav>
        <p>
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </p>
      </footer>
    </div>
  );
}
