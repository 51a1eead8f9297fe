import { Section } from './Section.tsx';
import { TestimonialWidget } from './TestimonialWidget.tsx';

/**
 * Customers' own words, from the embedded testimonial widget (account-and-billing §2.2). With no widget configured
 * there is no section at all: the page never shows quotes nobody said.
 */
export function TestimonialsSection({ widgetId }: { widgetId: string | null }) {
  if (!widgetId) return null;
  return (
    <Section
      id="testimonials"
      eyebrow="Loved by planners"
      title="What our early adopters say"
      lead="People who tried everything else and finally stuck with a budget."
    >
      <TestimonialWidget widgetId={widgetId} />
    </Section>
  );
}
