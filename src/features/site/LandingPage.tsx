import { Link } from '@tanstack/react-router';
import { PRODUCT_NAME } from '../../app/product.ts';
import styles from './LandingPage.module.css';

export function LandingPage() {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <span className={styles.logo}>{PRODUCT_NAME}</span>
        <nav className={styles.actions} aria-label="Account">
          <Link to="/login" className={styles.secondary}>
            Login
          </Link>
          <Link to="/signup" className={styles.primary}>
            Get Started
          </Link>
        </nav>
      </header>
      <main className={styles.hero}>
        <h1 className={styles.title}>Easy, Fun Budgeting.</h1>
        <p className={styles.lead}>
          Split every paycheck into bills, spending and savings in minutes a month.
        </p>
        <Link to="/signup" className={styles.primary}>
          Start Free Trial
        </Link>
      </main>
      <footer className={styles.footer}>
        <Link to="/privacy">Privacy</Link>
        <Link to="/terms">Terms</Link>
        <Link to="/contact">Contact</Link>
      </footer>
    </div>
  );
}
