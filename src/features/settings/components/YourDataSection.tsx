import type { ExportFormat, ImportResult } from '@halfwise/core/contract/own-data.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { notify } from '../../../app/toast/notify.tsx';
import { Button } from '../../../app/ui/Button.tsx';
import card from '../../../app/ui/Card.module.css';
import { ErrorBox } from '../../../app/ui/ErrorBox.tsx';
import { serverMessage } from '../../../lib/api.ts';
import { fetchExport, importDataFile } from '../api/own-data-requests.ts';
import { saveFile } from '../api/save-file.ts';
import { importSummary } from '../model/import-summary.ts';
import { CsvImport } from './CsvImport.tsx';
import styles from './YourDataSection.module.css';

const failureText = (error: unknown) => serverMessage(error) ?? 'Something went wrong. Please try again.';

/** 'Your data': take everything out (JSON or CSV), restore an export, or add items from a spreadsheet. */
export function YourDataSection() {
  return (
    <section className={card.card} aria-labelledby="your-data-heading">
      <h2 id="your-data-heading" className={card.heading}>
        Your data
      </h2>
      <ExportButtons />
      <JsonImport />
      <CsvImport />
    </section>
  );
}

function ExportButtons() {
  const [pending, setPending] = useState<ExportFormat | null>(null);
  const download = async (format: ExportFormat) => {
    setPending(format);
    try {
      const { blob, fileName } = await fetchExport(format);
      saveFile(blob, fileName);
    } catch (error) {
      notify({ title: 'Export failed', description: failureText(error), variant: 'destructive' });
    } finally {
      setPending(null);
    }
  };
  return (
    <div className={styles.part}>
      <h3 className={styles.subheading}>Export</h3>
      <p className={styles.text}>
        All your budgets, goals and settings: JSON to restore them here later, CSV (one row per item) for a
        spreadsheet.
      </p>
      <div className={styles.buttons}>
        <Button variant="secondary" disabled={pending !== null} onClick={() => void download('json')}>
          Export JSON
        </Button>
        <Button variant="secondary" disabled={pending !== null} onClick={() => void download('csv')}>
          Export CSV
        </Button>
      </div>
    </div>
  );
}

function JsonImport() {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [replace, setReplace] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setPending(true);
    setError(null);
    setResult(null);
    try {
      setResult(await importDataFile(await file.text(), replace));
      await queryClient.invalidateQueries();
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className={styles.part}>
      <h3 className={styles.subheading}>Restore an export</h3>
      <p className={styles.text}>
        Months, goals and a pay schedule you already have are left as they are unless you choose to replace
        them.
      </p>
      <label className={styles.check}>
        <input type="checkbox" checked={replace} onChange={(event) => setReplace(event.target.checked)} />
        Replace what I already have
      </label>
      <label htmlFor={inputId} className={styles.fileButton} aria-disabled={pending}>
        {pending ? 'Importing…' : 'Choose a JSON export…'}
      </label>
      <input
        id={inputId}
        className={styles.fileInput}
        type="file"
        accept="application/json,.json"
        disabled={pending}
        onChange={(event) => void choose(event)}
      />
      {error && <ErrorBox>{error}</ErrorBox>}
      {result && (
        <ul className={styles.summary} aria-label="Import result">
          {importSummary(result).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
