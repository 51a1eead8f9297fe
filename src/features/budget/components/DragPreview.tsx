import type { BudgetItem } from '../../../domain/items.ts';
import { useMoneyFormat } from '../../../app/session/use-money-format.ts';
import styles from './DragPreview.module.css';

/** The row being dragged, drawn under the pointer (or the keyboard's position) while it moves. */
export function DragPreview({ item, name }: { item: BudgetItem; name: string }) {
  const income = item.kind === 'income';
  const format = useMoneyFormat();
  return (
    <div className={`${styles.preview} ${income ? styles.income : ''}`} data-testid="drag-preview">
      <span className={styles.grip} aria-hidden="true">
        ⠿
      </span>
      <span className={styles.name}>{name}</span>
      <span className={styles.amount}>
        {income ? '+' : ''}
        {format(item.amount)}
      </span>
    </div>
  );
}
