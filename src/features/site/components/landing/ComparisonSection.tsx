import { Fragment } from 'react';
import { CheckIcon } from '../icons/CheckIcon.tsx';
import { MinusIcon } from '../icons/MinusIcon.tsx';
import { COMPARISON_COLUMNS, COMPARISON_ROWS, type ComparisonCell } from '../../model/comparison.ts';
import styles from './ComparisonSection.module.css';
import { Section } from './Section.tsx';

/** A price such as '$1.99/month' may wrap after its slash on a phone, never inside the figure. */
function Text({ text }: { text: string }) {
  return text.split('/').map((part, index) => (
    <Fragment key={index}>
      {index > 0 && (
        <>
          /<wbr />
        </>
      )}
      {part}
    </Fragment>
  ));
}

function Cell({ value }: { value: ComparisonCell }) {
  if (typeof value === 'string') return <Text text={value} />;
  return (
    <span className={value ? styles.yes : styles.no}>
      {value ? <CheckIcon /> : <MinusIcon />}
      <span className="visually-hidden">{value ? 'Yes' : 'No'}</span>
    </span>
  );
}

export function ComparisonSection() {
  return (
    <Section
      id="compare"
      eyebrow="Compare"
      title="A fraction of the price, none of the busywork"
      lead="Other apps charge around fifteen dollars a month to watch your bank account. We charge less than a coffee to help you plan."
    >
      <div className={styles.scroller} role="region" aria-label="Comparison table" tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <td />
              {COMPARISON_COLUMNS.map((column, index) => (
                <th key={column} scope="col" className={index === 0 ? styles.ours : undefined}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {COMPARISON_ROWS.map((row) => (
              <tr key={row.feature}>
                <th scope="row">{row.feature}</th>
                {row.cells.map((cell, index) => (
                  <td key={COMPARISON_COLUMNS[index]} className={index === 0 ? styles.ours : undefined}>
                    <Cell value={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
