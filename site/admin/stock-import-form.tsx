/**
 * The stock screen's feed import (docs/stock-feed.md, "Feed import"): a CSV or JSON file with the
 * import's options (check only, all or nothing, what becomes of vehicles the feed no longer lists),
 * and the report the server answers: its counts, every refused row with its line, field and reason,
 * and every photo named by address that could not be stored, in the screen's language.
 */
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { StockImportReport, WithdrawChoice } from '../../domain/contracts/stock.js';
import type { Language } from '../../domain/languages.js';
import { formatNumber } from '../../domain/number-format.js';
import type { EditorApi } from '../editor-kit/api-client.js';
import { refusalText } from '../editor-kit/refusal-i18n.js';
import { ListTableHead, ScreenMessages } from '../editor-kit/screen-parts.js';
import { LabelledInput } from '../editor-kit/form-parts.js';
import type { StockStrings } from './stock-i18n.js';
import { WithdrawChoices } from './withdraw-choices.js';

const COUNT_ORDER = [
  'rows',
  'added',
  'updated',
  'unchanged',
  'withdrawn',
  'held',
  'refused_rows',
  'photos_stored',
  'photo_problems',
] as const;

/** One list of the report (the refused rows, the photo problems), shown only when it has rows. */
function ReportTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  cells,
}: {
  caption: string;
  columns: string[];
  rows: readonly Row[];
  rowKey(row: Row, index: number): string;
  cells(row: Row): ReactNode;
}) {
  if (rows.length === 0) return null;
  return (
    <div className="cms-stock__table">
      <table className="cms-table">
        <caption>{caption}</caption>
        <ListTableHead columns={columns} />
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>{cells(row)}</tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ImportReport({ s, language, report }: { s: StockStrings; language: Language; report: StockImportReport }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section className="cms-stock__report" aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`} ref={heading} tabIndex={-1}>
        {s.reportHeading}
      </h4>
      <p>{report.applied ? s.applied : s.notApplied}</p>
      <dl className="cms-stock__counts">
        {COUNT_ORDER.map((name) => (
          <div key={name}>
            <dt>{s.counts[name]}</dt>
            <dd>{formatNumber(report.counts[name], language)}</dd>
          </div>
        ))}
      </dl>
      <ReportTable
        caption={s.refusedCaption}
        columns={[s.line, s.vin, s.field, s.reason]}
        rows={report.refused}
        rowKey={(refusal, index) => `${refusal.line}-${refusal.field}-${index}`}
        cells={(refusal) => (
          <>
            <td>{formatNumber(refusal.line, language)}</td>
            <td dir="ltr">{refusal.vin ?? ''}</td>
            <td dir="ltr">{refusal.field}</td>
            <td>{refusal.reason[language]}</td>
          </>
        )}
      />
      <ReportTable
        caption={s.photoProblemsCaption}
        columns={[s.line, s.vin, s.photoAddress, s.reason]}
        rows={report.photo_problems}
        rowKey={(problem, index) => `${problem.line}-${index}`}
        cells={(problem) => (
          <>
            <td>{formatNumber(problem.line, language)}</td>
            <td dir="ltr">{problem.vin}</td>
            <td dir="ltr" className="cms-stock__address">
              {problem.url}
            </td>
            <td>{problem.reason[language]}</td>
          </>
        )}
      />
    </section>
  );
}

export function StockImportForm({
  s,
  api,
  language,
  onImported,
}: {
  s: StockStrings;
  api: EditorApi;
  language: Language;
  onImported(): void;
}) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [dryRun, setDryRun] = useState(true);
  const [allOrNothing, setAllOrNothing] = useState(true);
  const [withdraw, setWithdraw] = useState<WithdrawChoice>('keep');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [report, setReport] = useState<StockImportReport | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) return;
    setBusy(true);
    setError('');
    setReport(null);
    try {
      const answer = await api.importStock(file, { dry_run: dryRun, all_or_nothing: allOrNothing, withdraw });
      setReport(answer);
      if (answer.applied) onImported();
    } catch (failure) {
      setError(refusalText(failure, language, { file: s.file, withdraw: s.withdrawLegend }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="cms-form cms-stock__import"
      aria-labelledby={`${id}-heading`}
      aria-busy={busy}
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={`${id}-heading`}>{s.importHeading}</h3>
      <LabelledInput
        id={`${id}-file`}
        label={s.file}
        hint={s.fileHint}
        ref={fileInput}
        type="file"
        required
        accept=".csv,.json,text/csv,application/json"
      />
      <label className="cms-check">
        <input type="checkbox" checked={dryRun} onChange={(e) => setDryRun(e.target.checked)} /> {s.dryRun}
      </label>
      <label className="cms-check">
        <input type="checkbox" checked={allOrNothing} onChange={(e) => setAllOrNothing(e.target.checked)} /> {s.allOrNothing}
      </label>
      <WithdrawChoices s={s} name={`${id}-withdraw`} value={withdraw} onChange={setWithdraw} />
      <button type="submit" className="cms-button cms-button--primary" disabled={busy}>
        {busy ? s.importing : s.importButton}
      </button>
      <ScreenMessages notice="" error={error} />
      {report ? <ImportReport s={s} language={language} report={report} /> : null}
    </form>
  );
}
