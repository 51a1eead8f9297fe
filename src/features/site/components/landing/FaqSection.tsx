import { ChevronDownIcon } from '../icons/ChevronDownIcon.tsx';
import { FAQ_ENTRIES } from '../../model/faq-entries.ts';
import styles from './FaqSection.module.css';
import { Section } from './Section.tsx';

/** Collapsible questions: native <details>, so they open by keyboard and work before any script runs. */
export function FaqSection() {
  return (
    <Section
      id="faq"
      eyebrow="FAQs"
      title="Questions, answered"
      lead="Anything else? Write to us from the contact page and we reply within 24 hours."
    >
      <div className={styles.list}>
        {FAQ_ENTRIES.map((entry) => (
          <details key={entry.id} id={`faq-${entry.id}`} className={styles.entry}>
            <summary className={styles.question}>
              <span className={styles.text}>
                <span className={styles.category}>{entry.category}</span>
                {entry.question}
              </span>
              <span className={styles.chevron}>
                <ChevronDownIcon />
              </span>
            </summary>
            <p className={styles.answer}>{entry.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
