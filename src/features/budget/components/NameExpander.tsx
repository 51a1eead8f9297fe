import { NAME_EXPANDER_TEXT, nameExpanderLabel } from '../model/name-expander.ts';
import styles from './BudgetRow.module.css';

/** Under a cut name: shows it whole in the row (no edit opens), and folds it back. */
export function NameExpander({
  name,
  whole,
  onToggle,
}: {
  name: string;
  whole: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className={styles.expand}
      aria-expanded={whole}
      aria-label={nameExpanderLabel(whole, name)}
      onClick={(event) => {
        // A click in a section places a row picked by its handle; this only shows the name.
        event.stopPropagation();
        onToggle();
      }}
    >
      {whole ? NAME_EXPANDER_TEXT.hide : NAME_EXPANDER_TEXT.show}
    </button>
  );
}
