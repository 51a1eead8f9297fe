import { PlaceholderPage } from './PlaceholderPage.tsx';

export function PrivacyPage() {
  return (
    <PlaceholderPage title="Privacy Policy">
      <p>Last updated August 18, 2025. The full policy is being prepared.</p>
    </PlaceholderPage>
  );
}

export function TermsPage() {
  return (
    <PlaceholderPage title="Terms of Service">
      <p>Last updated August 18, 2025. The full terms are being prepared.</p>
    </PlaceholderPage>
  );
}

export function ContactPage() {
  return (
    <PlaceholderPage title="Contact Us">
      <p>We reply within 24 hours. The contact form is on its way.</p>
    </PlaceholderPage>
  );
}
