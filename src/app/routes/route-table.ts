import type { ComponentType } from 'react';
import { ForgotPasswordPage } from '../../features/account/ForgotPasswordPage.tsx';
import { LoginPage } from '../../features/account/LoginPage.tsx';
import { LogoutPage } from '../../features/account/LogoutPage.tsx';
import { QuickSignupPage } from '../../features/account/QuickSignupPage.tsx';
import { ResetPasswordPage } from '../../features/account/ResetPasswordPage.tsx';
import { SignupPage } from '../../features/account/SignupPage.tsx';
import { PaymentPage } from '../../features/billing/PaymentPage.tsx';
import { SetupPaymentRedirect } from '../../features/billing/SetupPaymentRedirect.tsx';
import { SubscribePage } from '../../features/billing/SubscribePage.tsx';
import { SuccessPage } from '../../features/billing/SuccessPage.tsx';
import { BudgetRoute } from '../../features/budget/BudgetRoute.tsx';
import { GoalsScreen } from '../../features/goals/GoalsScreen.tsx';
import { SettingsScreen } from '../../features/settings/SettingsScreen.tsx';
import { LandingPage } from '../../features/site/LandingPage.tsx';
import { ContactPage, PrivacyPage, TermsPage } from '../../features/site/LegalPages.tsx';

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
