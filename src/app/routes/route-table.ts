import type { ComponentType } from 'react';
import { LandingPage, PrivacyPage, TermsPage } from '../../features/site/index.ts';
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
const GoalsScreen = lazyScreen(() => import('../../features/goals/index.ts'), 'GoalsScreen');
const SettingsRoute = lazyScreen(() => import('./SettingsRoute.tsx'), 'SettingsRoute');
const JoinRoute = lazyScreen(() => import('./JoinRoute.tsx'), 'JoinRoute');
const ContactPage = lazyScreen(() => import('../../features/contact/index.ts'), 'ContactPage');

/** One path, and the screen it shows on each route table (account-and-billing §2.1); absent means 404. */
export interface RouteEntry {
  path: string;
  signedOut?: ComponentType;
  signedIn?: ComponentType;
}

const both = (screen: ComponentType) => ({ signedOut: screen, signedIn: screen });

export const ROUTE_TABLE: readonly RouteEntry[] = [
  { path: '/', signedOut: LandingPage, signedIn: BudgetRoute },
  { path: '/landing', signedOut: LandingPage },
  { path: '/budget', signedIn: BudgetRoute },
  { path: '/future-goals', signedIn: GoalsScreen },
  { path: '/goals', signedIn: GoalsScreen },
  { path: '/settings', signedIn: SettingsRoute },
  { path: '/profile', signedIn: SettingsRoute },
  { path: '/login', signedOut: LoginPage },
  { path: '/signup', signedOut: SignupPage },
  { path: '/register', signedOut: SignupPage },
  // The older signup form: the spec gives it no route.
  { path: '/signup/quick', signedOut: QuickSignupPage },
  { path: '/forgot-password', signedOut: ForgotPasswordPage },
  { path: '/reset-password', signedOut: ResetPasswordPage },
  { path: '/payment', ...both(PaymentPage) },
  { path: '/success', signedIn: SuccessPage },
  // Not in the spec's tables: Update Card goes to /setup-payment, Reactivate to /subscribe (§2.11).
  { path: '/setup-payment', signedIn: SetupPaymentRedirect },
  { path: '/subscribe', signedIn: SubscribePage },
  // /logout always renders the signed-out table; see routeTableFor.
  { path: '/logout', signedOut: LogoutPage },
  { path: '/privacy', ...both(PrivacyPage) },
  { path: '/terms', ...both(TermsPage) },
  { path: '/contact', ...both(ContactPage) },
  // Not in the spec: a shared budget's invitation (docs/contact-and-settings.md, "Share your budget").
  { path: '/join/$token', ...both(JoinRoute) },
];
