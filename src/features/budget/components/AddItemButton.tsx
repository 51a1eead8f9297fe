import type { Section } from '../../../domain/reorder.ts';
import styles from './AddItemButton.module.css';

interface AddItemButtonProps {
  section: Section;
  /** The section's title ('1st – 14th'). */
  title: string;
  onAdd: (section: Section) => void;
  /** 'list': '+ Add item' as the last line of a section; 'standalone': a pill '+ {title}' (the empty month). */
  look?: 'list' | 'standalone';
}

/** '+ Add item' for a section: opens the add-item row there, its type inferred from the name (core §4). */
export function AddItemButton({ section, title, onAdd, look = 'list' }: AddItemButtonProps) {
  return (
    <button
      type="button"
      className={`${styles.button} ${styles[look]}`}
      aria-label={`Add item to the ${title}`}
      onClick={() => onAdd(section)}
    >
      <span aria-hidden="true">+</span> {look === 'list' ? 'Add item' : title}
    </button>
  );
}
