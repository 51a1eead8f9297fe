import type { CsvImportResult, CsvImportRow } from '@halfwise/core/contract/own-data.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../../app/toast/notify.ts';
import { Button } from '../../../app/ui/Button.tsx';
import { ErrorBox } from '../../../app/ui/ErrorBox.tsx';
import { TextField } from '../../../app/ui/TextField.tsx';
import { currentMonthKey, monthLabel } from '../../../domain/month.ts';
import { importItemsCsv } from '../api/own-data-requests.ts';
import { useRequestState } from '../hooks/use-request-state.ts';
import { exactDollars } from '../model/exact-dollars.ts';
import { FileChooser } from './FileChooser.tsx';
import styles from './YourDataSection.module.css';

/** 'Add items from a CSV': choose a month and a file, see every row it would add or refuse, then add them. */
export function CsvImport() {
  const queryClient = useQueryClient();
  const [month, setMonth] = useState(currentMonthKey());
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [preview, setPreview] = useState<CsvImportResult | null>(null);
  const { error, pending, run } = useRequestState();

  const previewOf = (text: string, forMonth: string) =>
    run(async () => setPreview(await importItemsCsv(text, forMonth, true)));

  const choose = async (chosen: File) => {
    const text = await chosen.text();
    setFile({ name: chosen.name, text });
    setPreview(null);
    await previewOf(text, month);
  };

  const changeMonth = (value: string) => {
    setMonth(value);
    if (file && value) void previewOf(file.text, value);
  };

  const confirm = () =>
    run(async () => {
      if (!file) return;
      const done = await importItemsCsv(file.text, month, false);
      await queryClient.invalidateQueries();
      notify({
        title: 'Items added',
        description: `${done.items.length} items added to ${monthLabel(month)}.`,
      });
      setFile(null);
      setPreview(null);
    });

  const canImport = preview !== null && preview.errors.length === 0 && preview.items.length > 0 && !pending;

  return (
    <div className={styles.part}>
      <h3 className={styles.subheading}>Add items from a CSV</h3>
      <p className={styles.text}>
        Columns: name, amount, due day and, if you like, type (income or expense; left empty, it is read from
        the name) and paid (yes or no). Amounts like $1,250.75 are fine.
      </p>
      <TextField
        label="Month"
        type="month"
        value={month}
        onChange={(event) => changeMonth(event.target.value)}
      />
      <FileChooser
        label={file ? `Choose another CSV (${file.name})…` : 'Choose a CSV file…'}
        accept="text/csv,.csv"
        pending={pending}
        onChoose={choose}
      />
      {error && <ErrorBox>{error}</ErrorBox>}
      {preview && <CsvPreview preview={preview} />}
      {preview && (
        <Button disabled={!canImport} onClick={() => void confirm()}>
          {`Add ${preview.items.length} ${preview.items.length === 1 ? 'item' : 'items'} to ${monthLabel(month)}`}
        </Button>
      )}
    </div>
  );
}

function CsvPreview({ preview }: { preview: CsvImportResult }) {
  return (
    <div className={styles.preview} aria-label="Preview" role="region">
      {preview.errors.length > 0 && (
        <div className={styles.rowErrors}>
          <p className={styles.errorTitle}>
            {preview.errors.length === 1 ? '1 row needs fixing' : `${preview.errors.length} rows need fixing`}{' '}
            before anything is added:
          </p>
          <ul>
            {preview.errors.map((rowError) => (
              <li key={rowError.line}>
                Line {rowError.line}: {rowError.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      <table className={styles.table}>
        <caption className={styles.caption}>Items to add</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Day</th>
            <th scope="col" className={styles.amount}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {preview.items.map((item) => (
            <tr key={item.line}>
              <td className={styles.name}>{item.name}</td>
              <td>
                {item.type === 'income' ? 'Income' : 'Expense'}
                {item.isPaid && <PaidNote type={item.type} />}
              </td>
              <td>{item.dueDay}</td>
              <td className={styles.amount}>{exactDollars(item.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Under the type, when the file brings the item paid (received); on its own line, so 320 px keeps four columns. */
function PaidNote({ type }: { type: CsvImportRow['type'] }) {
  return (
    <span className={styles.paidNote}>
      <span className="visually-hidden">, </span>
      {type === 'income' ? 'received' : 'paid'}
    </span>
  );
}
