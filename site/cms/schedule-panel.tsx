/**
 * Scheduled publish and unpublish: two local date-time fields in a disclosure; an empty field
 * clears that side of the schedule. Times are sent as ISO instants (the server runs the job).
 */
import { useId, useState, type FormEvent } from 'react';
import type { EditorPage } from '../editor-kit/api-client.js';
import type { EditorStrings } from '../editor-kit/editor-i18n.js';

/** An ISO instant as the value of <input type="datetime-local"> in the browser's time zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The value of a datetime-local field as an ISO instant, or null when empty. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

interface SchedulePanelProps {
  page: EditorPage;
  strings: EditorStrings;
  busy: boolean;
  onSchedule(input: { publish_at: string | null; unpublish_at: string | null }): void;
}

export function SchedulePanel({ page, strings, busy, onSchedule }: SchedulePanelProps) {
  const id = useId();
  const [publishAt, setPublishAt] = useState(toLocalInput(page.publish_at));
  const [unpublishAt, setUnpublishAt] = useState(toLocalInput(page.unpublish_at));
  function submit(event: FormEvent) {
    event.preventDefault();
    onSchedule({ publish_at: fromLocalInput(publishAt), unpublish_at: fromLocalInput(unpublishAt) });
  }
  return (
    <details className="cms-menu">
      <summary className="cms-button">{strings.schedule}</summary>
      <form className="cms-menu__items cms-form" onSubmit={submit}>
        <label htmlFor={`${id}-publish`}>{strings.publishAt}</label>
        <input id={`${id}-publish`} type="datetime-local" value={publishAt} onChange={(e) => setPublishAt(e.target.value)} />
        <label htmlFor={`${id}-unpublish`}>{strings.unpublishAt}</label>
        <input id={`${id}-unpublish`} type="datetime-local" value={unpublishAt} onChange={(e) => setUnpublishAt(e.target.value)} />
        <button type="submit" className="cms-button cms-button--primary" disabled={busy}>
          {strings.save}
        </button>
      </form>
    </details>
  );
}
