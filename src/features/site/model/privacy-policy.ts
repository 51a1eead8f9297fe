import { PRODUCT_NAME } from '@halfwise/core/product.ts';
import { SUPPORT_EMAIL } from '@halfwise/core/contact-contract.ts';
import type { LegalText } from './legal-document.ts';

export const PRIVACY_POLICY: LegalText = {
  title: 'Privacy Policy',
  intro: `${PRODUCT_NAME} is a manual budgeting app. We built it to need as little of your personal information as possible, and this policy explains what we collect, why, and the choices you have. By using ${PRODUCT_NAME} you agree to the practices described here.`,
  sections: [
    {
      heading: 'Information We Collect',
      paragraphs: ['We collect only what we need to run your account and your budget:'],
      list: [
        'Account details: your email address, a password (stored only as a secure hash by our authentication provider), and, if you choose to add them, your first and last name and birthday.',
        'Budget data you type in: income, bills, amounts, due dates, spending and savings balances, and savings goals.',
        'Billing details: your subscription status and the identifiers our payment processor (Stripe) gives us. Your full card number never reaches our servers; Stripe collects it directly.',
        'Messages you send us through the contact form, and basic technical data (browser type, device type, IP address, and the time of requests) kept in server logs for security.',
      ],
    },
    {
      heading: 'How We Use Your Information',
      paragraphs: [
        'We use your information to provide and secure the service, to process your subscription, to answer your messages, and to send you service emails such as password resets and billing notices. If you leave the sign-up form before finishing, we may email the address you typed once to help you complete it. We do not use your budget data for advertising.',
      ],
    },
    {
      heading: 'Sharing Your Information',
      paragraphs: [
        'We do not sell, rent or trade your personal information. We share it only with service providers who help us run the service (hosting and database, authentication, email delivery and payment processing), under contracts that limit their use of it to providing those services to us, and when the law requires us to, for example in response to a valid court order.',
        'Nobody else sees your budget unless you choose one of these two ways, and you can undo either at any time:',
        'Sharing a budget, by invitation only: you invite one person by email, and once they accept they can read and change your budget and goals, and see your name (or email address) beside the changes you make. You can remove them, and they can leave, whenever you or they like; from then on they see none of it.',
        'Your Bills calendar link, only if you make one in Settings: a secret, hard-to-guess address that calendar apps use to read the names, amounts and due dates of your bills for this month and the next five. Anyone who has the link can read those bills, so keep it private. Turning it off, or making a new one, stops the old link working at once.',
        `We never connect to your bank and never receive your bank credentials.`,
      ],
    },
    {
      heading: 'Data Security',
      paragraphs: [
        'Your data is encrypted in transit (HTTPS) and at rest. Database row-level security rules make each budget readable only by the account that owns it and by the one partner its owner has invited to share it, and our staff access production data only when needed to resolve a problem you report. No system is perfectly secure, but we review our safeguards regularly and will notify you of a breach that affects your data as the law requires.',
      ],
    },
    {
      heading: 'Your Rights',
      paragraphs: [
        `You may access, correct or export your information, and you may delete your account at any time. You can edit your account details in Settings; for anything else, write to ${SUPPORT_EMAIL} and we will respond within 30 days. Depending on where you live you may have further rights, such as objecting to certain processing or complaining to a data-protection authority; we honour them.`,
      ],
    },
    {
      heading: 'Data Retention',
      paragraphs: [
        'We keep your information while your account is open. When you delete your account, we delete your personal data within 30 days of account deletion, except records we must keep by law (such as invoices for tax purposes), which we keep only as long as required and then delete.',
      ],
    },
    {
      heading: 'Cookies and Local Storage',
      paragraphs: [
        'We use your browser’s local storage and a small number of essential cookies to keep you signed in, remember your settings and let the app work offline. We do not use third-party advertising cookies. If you block them, signing in will not work.',
      ],
    },
    {
      heading: 'Children’s Privacy',
      paragraphs: [
        `${PRODUCT_NAME} is not directed at children. We do not knowingly collect information from children under 13. If you believe a child under 13 has given us personal information, contact us and we will delete it.`,
      ],
    },
    {
      heading: 'Changes to This Policy',
      paragraphs: [
        'We may update this policy as the service changes. We will post the new version here with a new date and, for material changes, tell you by email or in the app before they take effect.',
      ],
    },
    {
      heading: 'Contact Us',
      paragraphs: [
        `Questions about your privacy? Write to ${SUPPORT_EMAIL} or use our contact page. We reply within 24 hours on business days.`,
      ],
    },
  ],
};
