import type { Section } from '../../../domain/reorder.ts';
import styles from './AddItemButton.module.css';
import { SECTION_TITLE } from '../model/section-titles.ts';

interface AddItemButtonProps {
  section: Section;
  onAdd: (section: Section) => void;
  /** 'list': '+ Add item' as the last line of a half's list; 'standalone': a pill '+ {half}' (the empty month). */
  look?: 'list' | 'standalone';
}

/** '+ Add item' for a half: opens the add-item row there, its type inferred from the name (core §4). */
export function AddItemButton({ section, onAdd, look = 'list' }: AddItemButtonProps) {
  return (
    <button
      type="button"
      className={`${styles.button} ${styles[look]}`}
      aria-label={`Add item to the ${SECTION_TITLE[section]}`}
      onClick={() => onAdd(section)}
    >
      <span aria-hidden="true">+</span> {look === 'list' ? 'Add item' : SECTION_TITLE[section]}
    </button>
  );
}
