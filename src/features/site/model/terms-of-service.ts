import { PRICING } from '@halfwise/core/pricing.ts';
import { PRODUCT_NAME } from '@halfwise/core/product.ts';
import { SUPPORT_EMAIL } from '@halfwise/core/contact-contract.ts';
import type { LegalText } from './legal-document.ts';

export const TERMS_OF_SERVICE: LegalText = {
  title: 'Terms of Service',
  intro: `These terms are an agreement between you and ${PRODUCT_NAME} about your use of our website and app (the "Service"). Please read them; they are written to be understood.`,
  sections: [
    {
      heading: 'Acceptance of Terms',
      paragraphs: [
        'By creating an account or using the Service you accept these terms and our Privacy Policy. If you do not agree, do not use the Service. You must be at least 13 years old, and if you are under the age of majority where you live, a parent or guardian must agree to these terms for you.',
      ],
    },
    {
      heading: 'The Service',
      paragraphs: [
        `${PRODUCT_NAME} is a tool for planning a personal monthly budget by hand: you enter your income, bills, spending money and savings goals, and the Service organises and totals them. It does not connect to bank accounts, move money or make payments for you. We may improve, change or discontinue features, and will give reasonable notice of changes that substantially reduce what you pay for.`,
      ],
    },
    {
      heading: 'Your Account',
      paragraphs: [
        'You must give a valid email address and keep your password secret. You are responsible for everything done through your account, so tell us at once if you think someone else has used it. One account is for one person.',
      ],
    },
    {
      heading: 'Acceptable Use',
      paragraphs: ['When using the Service you agree not to:'],
      list: [
        'break any law or use the Service for fraud or money laundering;',
        'try to reach other users’ data, probe or disrupt our systems, or get around our security or rate limits;',
        'copy, resell or reverse-engineer the Service, or access it by automated means other than our published interfaces;',
        'upload malicious code or content that infringes anyone’s rights.',
      ],
    },
    {
      heading: 'No Financial Advice',
      paragraphs: [
        `${PRODUCT_NAME} and its content (including the three-bucket method, examples and FAQs) are for general information and budgeting only. They are not financial, investment, tax, legal or debt advice. You are responsible for your own financial decisions; consider speaking to a qualified professional about your situation.`,
      ],
    },
    {
      heading: 'Subscriptions and Billing',
      paragraphs: [
        `New accounts start with a ${PRICING.trial.displayText}. You add a card to begin the trial; if you do not cancel before it ends, your subscription begins and you are charged ${PRICING.monthly.displayText} (US dollars, plus any applicable tax). The early-adopter price stays the same for as long as your subscription remains active.`,
        'Subscriptions renew automatically each month until cancelled, and we charge the card on file at the start of each period. You can cancel at any time from Settings; cancellation takes effect at the end of the current billing period, and you keep access until then.',
        `Full refund guarantee: nothing is charged during the ${PRICING.trial.days}-day trial, and if your first payment after it was not what you wanted, write to ${SUPPORT_EMAIL} within ${PRICING.trial.days} days of that charge and we will refund it in full. Other payments are non-refundable except where the law requires. We will tell you at least 30 days before any price change, and a locked early-adopter price never changes while your subscription stays active.`,
      ],
    },
    {
      heading: 'Intellectual Property',
      paragraphs: [
        `The Service, its design, software, text and logos belong to ${PRODUCT_NAME} and its licensors. We give you a personal, non-transferable licence to use the Service while your account is in good standing. Your budget data remains yours; you give us only the permission we need to store and display it to you.`,
      ],
    },
    {
      heading: 'Limitation of Liability',
      paragraphs: [
        'The Service is provided "as is" and "as available", without warranties of any kind, including that it will be error-free or uninterrupted. To the fullest extent the law allows, we are not liable for indirect, incidental, special or consequential damages, or for lost profits, savings or data, and our total liability for any claim is limited to the amount you paid us in the 12 months before it arose.',
      ],
    },
    {
      heading: 'Indemnification',
      paragraphs: [
        `You agree to defend and hold harmless ${PRODUCT_NAME} and its team from claims, losses and costs (including reasonable legal fees) arising from your misuse of the Service or your breach of these terms.`,
      ],
    },
    {
      heading: 'Termination',
      paragraphs: [
        'You may stop using the Service and delete your account at any time. We may suspend or close an account that breaks these terms, after notice where practical. When an account is closed, your right to use the Service ends, and we delete your data as our Privacy Policy describes. Sections that by their nature should survive (such as liability and governing law) continue to apply.',
      ],
    },
    {
      heading: 'Governing Law',
      paragraphs: [
        'These terms are governed by the laws of the State of Delaware, United States, without regard to its conflict-of-laws rules. Any dispute will be brought in the state or federal courts located in Delaware, unless the law where you live gives you the right to bring it there.',
      ],
    },
    {
      heading: 'Changes to These Terms',
      paragraphs: [
        'We may update these terms. We will give you at least 30 days’ notice of material changes by email or in the app before they take effect. Continuing to use the Service after that means you accept the new terms; if you do not, you may cancel before they apply.',
      ],
    },
    {
      heading: 'Severability',
      paragraphs: [
        'If any part of these terms is found unenforceable, that part is limited as little as necessary and the rest remains in full force. Our not enforcing a term is not a waiver of it.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`Questions about these terms? Write to ${SUPPORT_EMAIL} or use our contact page.`],
    },
  ],
};
