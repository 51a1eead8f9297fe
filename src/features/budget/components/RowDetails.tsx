import { InlineEdit } from '../../../app/ui/InlineEdit.tsx';
import type { BudgetItem } from '../../../domain/items.ts';
import { detailFields, fieldOf } from '../model/item-fields.ts';
import type { EditField, RowActions } from '../model/row-actions.ts';
import styles from './BudgetRow.module.css';
import { FixedDateCheck } from './FixedDateCheck.tsx';
import { PaysGoalSelect } from './PaysGoalSelect.tsx';

interface RowDetailsProps {
  item: BudgetItem;
  /** The name the row shows. */
  name: string;
  editing: EditField | null;
  actions: RowActions;
}

/** The text of each field declared for a row's details (model/item-fields.ts), click-to-edit like its name. */
export function RowDetails({ item, name, editing, actions }: RowDetailsProps) {
  return (
    <div className={styles.details} role="group" aria-label={`Details of ${name}`}>
      {detailFields(item.kind).map((field) => {
        const { key, noun, details, refuse } = fieldOf(field);
        const value = item[key] as string | null | undefined;
        const label = details?.label ?? noun;
        // Open, the field has its label over it, seen as well as read out (issue 45: every input is labelled).
        return (
          <div key={field} className={styles.detailField}>
            {editing === field && (
              <span className={styles.detailLabel} aria-hidden="true">
                {label}
              </span>
            )}
            <InlineEdit
              kind="text"
              classes={{ button: styles.detail, field: `${styles.editor} ${styles.detailEditor}` }}
              display={
                value ? (
                  <>
                    <span className="visually-hidden">
                      Edit {noun} of {name}:{' '}
                    </span>
                    {value}
                  </>
                ) : (
                  <span className={styles.detailEmpty}>Add {noun}</span>
                )
              }
              editLabel={value ? undefined : `Add ${noun} to ${name}`}
              initialValue={value ?? ''}
              fieldLabel={`${label} of ${name}`}
              maxLength={details?.maxLength}
              refuse={refuse}
              noteClassName={styles.detailNote}
              editing={editing === field}
              onEditingChange={(open) => (open ? actions.startEdit(item, field) : actions.cancelEdit())}
              onSave={(text) => actions.commit(item, field, text)}
            />
          </div>
        );
      })}
      {item.kind === 'expense' && <PaysGoalSelect item={item} name={name} actions={actions} />}
      {item.kind === 'expense' && <FixedDateCheck item={item} name={name} actions={actions} />}
    </div>
  );
}

/**
 * Whether the row of `item` shows its details without being asked: one of them holds something, or is open, or
 * the expense pays a goal or its due date can't move.
 */
export function detailsShown(item: BudgetItem, editing: EditField | null): boolean {
  return (
    item.goalId != null ||
    item.fixedDate === true ||
    detailFields(item.kind).some((field) => field === editing || Boolean(item[fieldOf(field).key]))
  );
}
