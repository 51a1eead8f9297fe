import { useEffect, useRef } from 'react';
import { Button } from '../../../app/ui/Button.tsx';
import { ConfirmDialog } from '../../../app/ui/ConfirmDialog.tsx';
import { FullScreenOverlay } from '../../../app/ui/FullScreenOverlay.tsx';
import { Spinner } from '../../../app/ui/Spinner.tsx';
import { addMonths, monthLabel, monthName, type MonthKey } from '../../../domain/month.ts';
import { COPY_DONE } from '../../../domain/undo-text.ts';
import type { CopyPhase } from '../hooks/use-copy-to-next-month.ts';
import styles from './CopyDialogs.module.css';

interface CopyDialogsProps {
  phase: CopyPhase;
  month: MonthKey;
  onConfirm: () => void;
  onCancel: () => void;
  onClose: () => void;
}

/** Core §2 copy to next month: the confirm dialog, the busy overlay and the self-closing success dialog. */
export function CopyDialogs({ phase, month, onConfirm, onCancel, onClose }: CopyDialogsProps) {
  const next = addMonths(month, 1);
  return (
    <>
      <ConfirmDialog
        open={phase === 'confirm'}
        title="Copy to next month?"
        message={`Copy this month's budget to ${monthLabel(next)}? You can adjust the amounts afterwards.`}
        confirmLabel="Copy Budget"
        confirmVariant="primary"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
      {phase === 'copying' && (
        <FullScreenOverlay label="Copying Your Budget">
          <Spinner label="Copying" size={40} />
          <h2 className={styles.title}>Copying Your Budget</h2>
          <p className={styles.text}>Setting up your {monthName(next)} budget...</p>
        </FullScreenOverlay>
      )}
      <CopiedDialog open={phase === 'copied'} target={next} onClose={onClose} />
    </>
  );
}

function CopiedDialog({ open, target, onClose }: { open: boolean; target: MonthKey; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) element.showModal();
    if (!open && element?.open) element.close();
  }, [open]);

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby="copied-title" onCancel={onClose}>
      <div className={styles.check} aria-hidden="true">
        ✓
      </div>
      <h2 id="copied-title" className={styles.title}>
        {COPY_DONE.title}
      </h2>
      <p className={styles.text}>{COPY_DONE.description(monthLabel(target))}</p>
      <Button variant="secondary" onClick={onClose}>
        Close
      </Button>
    </dialog>
  );
}
