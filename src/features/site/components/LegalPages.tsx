import { LegalDocument } from './legal/LegalDocument.tsx';
import { PRIVACY_POLICY } from '../model/privacy-policy.ts';
import { TERMS_OF_SERVICE } from '../model/terms-of-service.ts';
import { PlaceholderPage } from './PlaceholderPage.tsx';

export function PrivacyPage() {
  return <LegalDocument text={PRIVACY_POLICY} />;
}

export function TermsPage() {
  return <LegalDocument text={TERMS_OF_SERVICE} />;
}

export function ContactPage() {
  return (
    <PlaceholderPage title="Contact Us">
      <p>We reply within 24 hours. The contact form is on its way.</p>
    </PlaceholderPage>
  );
}
