/**
 * What a visitor without JavaScript reads where a widget would start: one
 * notice inside <noscript>, or nothing when the block has no such text.
 */
export function NoScriptNotice({ text }: { text: string }) {
  return text ? (
    <noscript>
      <p className="lrdx-notice">{text}</p>
    </noscript>
  ) : null;
}
