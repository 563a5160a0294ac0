/**
 * Lead export (admin): starts an export of the leads list's current filters and sort
 * (POST /forms/{id}/lead_exports, a background job), polls the job for its progress (a progress
 * bar and a live text), and once it is done downloads the CSV as a blob (docs/forms.md, "Exports": created,
 * polled for status, then downloaded). A failed job says why.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { FormDefinition, LeadExportJob } from '../../domain/contracts/forms.js';
import { localizeDigits } from '../../domain/digits.js';
import type { Language } from '../../domain/languages.js';
import { fillPlaceholders } from '../../domain/placeholders.js';
import { failureText } from '../editor-kit/api-client.js';
import type { FormsApi, LeadQuery } from './forms-api.js';
import type { FormsStrings } from './forms-i18n.js';
import { ErrorAlert } from '../editor-kit/screen-parts.js';

/** How often a running job is asked for its progress. */
export const EXPORT_POLL_MS = 700;

export function ExportPanel({
  form,
  filters,
  api,
  s,
  language,
}: {
  form: FormDefinition;
  filters: { from: string; to: string; search: string; sort: LeadQuery['sort'] };
  api: FormsApi;
  s: FormsStrings;
  language: Language;
}) {
  const id = useId();
  const [job, setJob] = useState<LeadExportJob | null>(null);
  const [error, setError] = useState('');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  function poll(current: LeadExportJob) {
    setJob(current);
    if (current.status === 'done' || current.status === 'failed') return;
    timer.current = window.setTimeout(() => {
      api.exportStatus(form.id, current.id).then(poll, (failure: unknown) => setError(failureText(failure)));
    }, EXPORT_POLL_MS);
  }

  async function start() {
    setError('');
    window.clearTimeout(timer.current);
    try {
      const created = await api.startExport(form.id, {
        sort: filters.sort,
        filters: {
          ...(filters.from ? { created_at_gteq: filters.from } : {}),
          ...(filters.to ? { created_at_lteq: filters.to } : {}),
          ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
        },
      });
      poll(created);
    } catch (failure) {
      setError(failureText(failure));
    }
  }

  async function download() {
    if (!job) return;
    try {
      const blob = await api.downloadExport(job);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `form-${form.id}-leads-${job.id}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (failure) {
      setError(failureText(failure));
    }
  }

  const digits = (n: number) => localizeDigits(n, language);
  return (
    <section aria-labelledby={`${id}-heading`} className="cms-export">
      <h3 id={`${id}-heading`}>{s.exportHeading}</h3>
      <p>{s.exportHint}</p>
      <button type="button" className="cms-button cms-button--primary" onClick={() => void start()}>
        {s.startExport}
      </button>
      {job ? (
        <div className="cms-export__job" data-export-status={job.status}>
          <label htmlFor={`${id}-progress`}>{s.exportStates[job.status]}</label>
          <progress id={`${id}-progress`} max={100} value={job.progress} />
          <p role="status">
            {s.exportStates[job.status]}:{' '}
            {fillPlaceholders(s.exportProgress, { processed: digits(job.processed), total: digits(job.total) })}
          </p>
          {job.status === 'failed' && job.error ? (
            <p role="alert" className="cms-field__error">
              <bdi dir="ltr">{job.error}</bdi>
            </p>
          ) : null}
          {job.status === 'done' ? (
            <button type="button" className="cms-button" onClick={() => void download()}>
              {s.download}
            </button>
          ) : null}
        </div>
      ) : null}
      <ErrorAlert error={error} />
    </section>
  );
}
