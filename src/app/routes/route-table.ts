import type { ComponentType } from 'react';
import { LandingPage, PrivacyPage, TermsPage } from '../../features/site/index.ts';
import { RUNWAY_PATH, runwaySearch } from '../../lib/runway-choice.ts';
import { lazyScreen } from '../ui/lazy-screen.ts';

// Every feature loads on demand (see lazy-screen.ts), each feature as one chunk, so a returning user's first
// screen carries no signed-out page. The account feature's pages (login, signup, password help, logout) are one
// chunk; /login's page is prerendered into index.html meanwhile (docs/frontend.md).
const account = () => import('../../features/account/index.ts');
const ForgotPasswordPage = lazyScreen(account, 'ForgotPasswordPage');
const LoginPage = lazyScreen(account, 'LoginPage');
const LogoutPage = lazyScreen(account, 'LogoutPage');
const QuickSignupPage = lazyScreen(account, 'QuickSignupPage');
const ResetPasswordPage = lazyScreen(account, 'ResetPasswordPage');
const SignupPage = lazyScreen(account, 'SignupPage');
const billing = () => import('../../features/billing/index.ts');
const PaymentPage = lazyScreen(billing, 'PaymentPage');
const SetupPaymentRedirect = lazyScreen(billing, 'SetupPaymentRedirect');
const SubscribePage = lazyScreen(billing, 'SubscribePage');
const SuccessPage = lazyScreen(billing, 'SuccessPage');
const BudgetRoute = lazyScreen(() => import('../../features/budget/index.ts'), 'BudgetRoute');
const RunwayScreen = lazyScreen(() => import('../../features/runway/index.ts'), 'RunwayScreen');
const GoalsScreen = lazyScreen(() => import('../../features/goals/index.ts'), 'GoalsScreen');
const SettingsRoute = lazyScreen(() => import('./SettingsRoute.tsx'), 'SettingsRoute');
const JoinRoute = lazyScreen(() => import('./JoinRoute.tsx'), 'JoinRoute');
const ContactPage = lazyScreen(() => import('../../features/contact/index.ts'), 'ContactPage');

/** One path, and the screen it shows on each route table; absent means 404. */
export interface RouteEntry {
  path: string;
  signedOut?: ComponentType;
  signedIn?: ComponentType;
  /** The route's search params, checked (a path with none keeps whatever it is given). */
  validateSearch?: (search: Record<string, unknown>) => object;
}

/** The paths whose search params are checked: the runway's `?plan=open`. */
const SEARCH: Readonly<Record<string, RouteEntry['validateSearch']>> = { [RUNWAY_PATH]: runwaySearch };

/** A screen and the paths that show it. */
type TableRow = readonly [ComponentType, ...string[]];

// The two route tables as account-and-billing §2.1 writes them (any other path is the 404 page).
const SIGNED_OUT: readonly TableRow[] = [
  [LandingPage, '/', '/landing'],
  [LoginPage, '/login'],
  [SignupPage, '/signup', '/register'],
  // Not in the spec: the older signup form, and the page the password reset mail links to.
  [QuickSignupPage, '/signup/quick'],
  [ResetPasswordPage, '/reset-password'],
  [ForgotPasswordPage, '/forgot-password'],
  [PaymentPage, '/payment'],
  // /logout always renders the signed-out table; see routeTableFor.
  [LogoutPage, '/logout'],
  [PrivacyPage, '/privacy'],
  [TermsPage, '/terms'],
  [ContactPage, '/contact'],
  // Not in the spec: a shared budget's invitation (docs/contact-and-settings.md, "Share your budget").
  [JoinRoute, '/join/$token'],
];

const SIGNED_IN: readonly TableRow[] = [
  [BudgetRoute, '/', '/budget'],
  // Not in the spec: the next paychecks across month ends (docs/runway-screen.md).
  [RunwayScreen, RUNWAY_PATH],
  [GoalsScreen, '/future-goals', '/goals'],
  [SettingsRoute, '/settings', '/profile'],
  [PaymentPage, '/payment'],
  [SuccessPage, '/success'],
  // Not in the spec: Update Card goes to /setup-payment, Reactivate to /subscribe (§2.11).
  [SetupPaymentRedirect, '/setup-payment'],
  [SubscribePage, '/subscribe'],
  [ContactPage, '/contact'],
  [PrivacyPage, '/privacy'],
  [TermsPage, '/terms'],
  [JoinRoute, '/join/$token'],
];

function routeTable(): RouteEntry[] {
  const byPath = new Map<string, RouteEntry>();
  const add = (rows: readonly TableRow[], side: 'signedOut' | 'signedIn') => {
    for (const [screen, ...paths] of rows) {
      for (const path of paths) {
        const validateSearch = SEARCH[path];
        const entry = byPath.get(path) ?? { path, ...(validateSearch ? { validateSearch } : {}) };
        entry[side] = screen;
        byPath.set(path, entry);
      }
    }
  };
  add(SIGNED_OUT, 'signedOut');
  add(SIGNED_IN, 'signedIn');
  return [...byPath.values()];
}

/** Every path either table knows, with its screen on each. */
export const ROUTE_TABLE: readonly RouteEntry[] = routeTable();
