import type { ExportFormat, ImportResult } from '@halfwise/core/contract/own-data.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../../app/toast/notify.ts';
import { Button } from '../../../app/ui/Button.tsx';
import { Card } from '../../../app/ui/Card.tsx';
import { ErrorBox } from '../../../app/ui/ErrorBox.tsx';
import { failureText } from '../api/failure-text.ts';
import { fetchExport, importDataFile } from '../api/own-data-requests.ts';
import { saveFile } from '../api/save-file.ts';
import { useRequestState } from '../hooks/use-request-state.ts';
import { importSummary } from '../model/import-summary.ts';
import { CsvImport } from './CsvImport.tsx';
import { FileChooser } from './FileChooser.tsx';
import styles from './YourDataSection.module.css';

/** 'Your data': take everything out (JSON or CSV), restore an export, or add items from a spreadsheet. */
export function YourDataSection() {
  return (
    <Card headingId="your-data-heading" title="Your data">
      <ExportButtons />
      <JsonImport />
      <CsvImport />
    </Card>
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
  const [replace, setReplace] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  const { error, pending, run } = useRequestState();

  const choose = (file: File) =>
    run(async () => {
      setResult(null);
      setResult(await importDataFile(await file.text(), replace));
      await queryClient.invalidateQueries();
    });

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
      <FileChooser
        label={pending ? 'Importing…' : 'Choose a JSON export…'}
        accept="application/json,.json"
        pending={pending}
        onChoose={choose}
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
