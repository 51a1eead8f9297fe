import { ComparisonSection } from './landing/ComparisonSection.tsx';
import { FaqSection } from './landing/FaqSection.tsx';
import { FinalCtaSection } from './landing/FinalCtaSection.tsx';
import { HeroSection } from './landing/HeroSection.tsx';
import { HowItWorksSection } from './landing/HowItWorksSection.tsx';
import { PricingSection } from './landing/PricingSection.tsx';
import { PrivacySection } from './landing/PrivacySection.tsx';
import { SiteLayout } from './landing/SiteLayout.tsx';
import { TestimonialsSection } from './landing/TestimonialsSection.tsx';
import { WhyDifferentSection } from './landing/WhyDifferentSection.tsx';
import { testimonialWidgetId } from '../../../lib/testimonial-widget.ts';

/** The public landing page: the sections of account-and-billing §2.2, in the spec's order. */
export function LandingPage() {
  return (
    <SiteLayout>
      <HeroSection />
      <WhyDifferentSection />
      <HowItWorksSection />
      <TestimonialsSection widgetId={testimonialWidgetId()} />
      <ComparisonSection />
      <PricingSection />
      <PrivacySection />
      <FaqSection />
      <FinalCtaSection />
    </SiteLayout>
  );
}
