/** A value as a collapsible tree: native <details> (keyboard and screen readers know it), leaves as text. */
export function JsonTree({ value, name, open = true }: { value: unknown; name: string; open?: boolean }) {
  if (value === null || typeof value !== 'object') {
    return (
      <div className="json-leaf">
        <span className="json-key">{name}:</span> <code>{JSON.stringify(value)}</code>
      </div>
    );
  }
  const entries = Object.entries(value as Record<string, unknown>);
  const summary = Array.isArray(value) ? `[${entries.length}]` : `{${entries.length}}`;
  return (
    <details className="json-node" open={open}>
      <summary>
        <span className="json-key">{name}</span> <span className="json-count">{summary}</span>
      </summary>
      <div className="json-children">
        {entries.map(([key, child]) => (
          <JsonTree key={key} name={key} value={child} open={false} />
        ))}
      </div>
    </details>
  );
}
