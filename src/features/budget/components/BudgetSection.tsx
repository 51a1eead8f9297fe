import { sectionTitle } from '@halfwise/core/display.ts';
import type { MonthSection } from '@halfwise/core/sections.ts';
import type { SetAsideLine } from '@halfwise/core/set-aside-lines.ts';
import type { ReactNode } from 'react';
import type { BudgetItem } from '../../../domain/items.ts';
import type { MonthKey } from '../../../domain/month.ts';
import type { Section } from '../../../domain/reorder.ts';
import { sectionBindingKey, useDragBinding, useDropIndicator, type SectionDrop } from './drag-bindings.ts';
import { itemKey } from '../model/item-key.ts';
import { AddItemButton } from './AddItemButton.tsx';
import { BudgetRow } from './BudgetRow.tsx';
import { SetAsideRow } from './SetAsideRow.tsx';
import styles from './BudgetSection.module.css';
import type { EditField, RowActions } from '../model/row-actions.ts';

export interface RowStates {
  editing: { key: string; field: EditField } | null;
  selectedKey: string | null;
  highlightedKey: string | null;
  dragDisabled: boolean;
  /** The row whose details were last opened: they stay on screen, so a field just emptied is there to refill. */
  detailsKey: string | null;
}

/** What every section of the month is given alike (the board passes it through). */
export interface SectionsShared {
  month: MonthKey;
  /** The day carried-over money is for: the month's second payday. */
  billsDay: number;
  rowStates: RowStates;
  actions: RowActions;
  /** Name of the row picked by its handle, which a click on a section moves there. */
  pickedName: string | null;
  onPlacePicked: (section: Section) => void;
  /** Opens the add-item row in a section, its type inferred from the name. */
  onAddInHalf: (section: Section) => void;
  /** Ticks the 'Future Goals' line of the payday `date` paid or not. */
  onTickSetAside: (date: string, paid: boolean) => void;
}

interface BudgetSectionProps extends SectionsShared {
  section: Section;
  /** Its days: the title and the date a moved item gets. */
  days: MonthSection;
  items: readonly BudgetItem[];
  /** Its derived 'Future Goals' line, listed after its rows; null when it has none. */
  setAside: SetAsideLine | null;
  /** The open add-item row when it is in this section; otherwise '+ Add item' shows. */
  addRow: ReactNode;
  footer: ReactNode;
}

/** One section of the month (the early or late half by default), sortable, a drop target of its own while empty
 * (its drag and drop bindings come from BoardDrag.tsx). */
export function BudgetSection(props: BudgetSectionProps) {
  const { section, items, month, rowStates, actions, pickedName, onPlacePicked } = props;
  const title = sectionTitle(props.days);
  const titleId = `section-${section}-title`;
  const keys = items.map(itemKey);
  const drop = useDragBinding<SectionDrop>(sectionBindingKey(section));
  const isOver = drop?.isOver ?? false;
  const indicator = useDropIndicator();
  const { editing, selectedKey, highlightedKey, dragDisabled, detailsKey } = rowStates;

  return (
    <section
      ref={drop?.setNodeRef}
      className={`${styles.section} ${isOver ? styles.over : ''} ${pickedName ? styles.picking : ''}`}
      aria-labelledby={titleId}
      onClick={pickedName ? () => onPlacePicked(section) : undefined}
    >
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {pickedName && (
          <button type="button" className={styles.placeHere} aria-label={`Move ${pickedName} to ${title}`}>
            Move here
          </button>
        )}
      </header>
      <ul className={styles.list}>
        {items.map((item, index) => {
          const key = keys[index] ?? '';
          return (
            <BudgetRow
              key={key}
              item={item}
              month={month}
              billsDay={props.billsDay}
              editing={editing?.key === key ? editing.field : null}
              selected={selectedKey === key}
              highlighted={highlightedKey === key}
              dragDisabled={dragDisabled}
              dropIndicator={indicator?.key === key ? indicator.position : null}
              detailsOpen={detailsKey === key}
              actions={actions}
            />
          );
        })}
      </ul>
      {props.setAside && (
        <SetAsideRow line={props.setAside} onTick={(paid) => props.onTickSetAside(props.days.start, paid)} />
      )}
      {items.length === 0 && !props.addRow && !props.setAside && (
        <p className={styles.empty}>Nothing here yet.</p>
      )}
      {props.addRow ??
        (!pickedName && <AddItemButton section={section} title={title} onAdd={props.onAddInHalf} />)}
      {props.footer}
    </section>
  );
}
