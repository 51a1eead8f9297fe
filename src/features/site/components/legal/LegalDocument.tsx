import { SiteLayout } from '../landing/SiteLayout.tsx';
import { LEGAL_LAST_UPDATED, type LegalText } from '../../model/legal-document.ts';
import styles from './LegalDocument.module.css';

const anchor = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A legal page: title, date, contents and numbered sections, in the site's frame. */
export function LegalDocument({ text }: { text: LegalText }) {
  return (
    <SiteLayout>
      <article className={styles.document}>
        <header className={styles.header}>
          <h1 className={styles.title}>{text.title}</h1>
          <p className={styles.updated}>Last updated: {LEGAL_LAST_UPDATED}</p>
          <p className={styles.intro}>{text.intro}</p>
        </header>
        <nav className={styles.contents} aria-label="Contents">
          <ol>
            {text.sections.map((section) => (
              <li key={section.heading}>
                <a href={`#${anchor(section.heading)}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        {text.sections.map((section, index) => (
          <section key={section.heading} id={anchor(section.heading)} className={styles.section}>
            <h2 className={styles.heading}>
              {index + 1}. {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.list && (
              <ul>
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </article>
    </SiteLayout>
  );
}
