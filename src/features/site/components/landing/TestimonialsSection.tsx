import { Section } from './Section.tsx';
import { STATIC_TESTIMONIALS } from '../../model/static-testimonials.ts';
import { TestimonialWidget } from './TestimonialWidget.tsx';
import { testimonialWidgetId } from '../../../../lib/testimonial-widget.ts';
import styles from './TestimonialsSection.module.css';

export function TestimonialsSection() {
  const widgetId = testimonialWidgetId();
  return (
    <Section
      id="testimonials"
      eyebrow="Loved by planners"
      title="What our early adopters say"
      lead="People who tried everything else and finally stuck with a budget."
    >
      {widgetId ? (
        <TestimonialWidget widgetId={widgetId} />
      ) : (
        <ul className={styles.list}>
          {STATIC_TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name} className={styles.card}>
              <figure className={styles.figure}>
                <p className={styles.stars} aria-label="Rated 5 out of 5">
                  ★★★★★
                </p>
                <blockquote className={styles.quote}>
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption className={styles.person}>
                  <span className={styles.avatar} aria-hidden="true">
                    {testimonial.name.charAt(0)}
                  </span>
                  <span>
                    <span className={styles.name}>{testimonial.name}</span>
                    <span className={styles.detail}>{testimonial.detail}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
