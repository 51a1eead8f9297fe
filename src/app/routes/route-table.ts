import type { ComponentType } from 'react';
import { LandingPage } from '../../features/site/LandingPage.tsx';
import { ResetPasswordPage } from '../../features/account/ResetPasswordPage.tsx';
import { ForgotPasswordPage } from '../../features/account/ForgotPasswordPage.tsx';
import { QuickSignupPage } from '../../features/account/QuickSignupPage.tsx';
import { SignupPage } from '../../features/account/SignupPage.tsx';
import { LoginPage } from '../../features/account/LoginPage.tsx';
import { lazyScreen } from './lazy-screen.ts';

// The signed-out entry points (landing, login, signup, password help) come with the app bundle; every other
// screen loads on demand (see lazy-screen.ts).
const LogoutPage = lazyScreen(() => import('../../features/account/LogoutPage.tsx'), 'LogoutPage');
const PaymentPage = lazyScreen(() => import('../../features/billing/PaymentPage.tsx'), 'PaymentPage');
const SetupPaymentRedirect = lazyScreen(
  () => import('../../features/billing/SetupPaymentRedirect.tsx'),
  'SetupPaymentRedirect',
);
const SubscribePage = lazyScreen(() => import('../../features/billing/SubscribePage.tsx'), 'SubscribePage');
const SuccessPage = lazyScreen(() => import('../../features/billing/SuccessPage.tsx'), 'SuccessPage');
const BudgetRoute = lazyScreen(() => import('../../features/budget/BudgetRoute.tsx'), 'BudgetRoute');
const GoalsScreen = lazyScreen(() => import('../../features/goals/GoalsScreen.tsx'), 'GoalsScreen');
const SettingsScreen = lazyScreen(
  () => import('../../features/settings/SettingsScreen.tsx'),
  'SettingsScreen',
);
const ContactPage = lazyScreen(() => import('../../features/contact/ContactPage.tsx'), 'ContactPage');
const PrivacyPage = lazyScreen(() => import('../../features/site/LegalPages.tsx'), 'PrivacyPage');
const TermsPage = lazyScreen(() => import('../../features/site/LegalPages.tsx'), 'TermsPage');

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
  { path: '/settings', signedIn: SettingsScreen },
  { path: '/profile', signedIn: SettingsScreen },
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
];
