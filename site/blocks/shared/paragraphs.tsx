/** Plain-text fields: a blank line starts a new paragraph. */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  const parts = text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  return (
    <>
      {parts.map((part, index) => (
        <p key={index} className={className}>
          {part}
        </p>
      ))}
    </>
  );
}
