/** Signing in and out, signing up and password help: the account feature's only public face. */
export { ForgotPasswordPage } from './components/ForgotPasswordPage.tsx';
export { LoginPage } from './components/LoginPage.tsx';
export { LogoutPage } from './components/LogoutPage.tsx';
export { QuickSignupPage } from './components/QuickSignupPage.tsx';
export { ResetPasswordPage } from './components/ResetPasswordPage.tsx';
export { SignupPage } from './components/SignupPage.tsx';
