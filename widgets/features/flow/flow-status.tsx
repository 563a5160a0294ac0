/**
 * A flow's status line (loading, sending, paying): a live region, kept in the page while empty so
 * that it is heard when its text comes.
 */
export function FlowStatus({ text }: { text: string }) {
  return (
    <p role="status" className="lrdx-flow__status">
      {text}
    </p>
  );
}
