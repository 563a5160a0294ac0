/**
 * Why the buyer is back from the vendor's page without paying (cancelled there, or refused): shown
 * first on the step they come back to, focused when it appears (so a screen reader reads it and the
 * keyboard starts there) and announced as an alert.
 */
import { useEffect, useRef } from 'react';

export interface VendorNoticeProps {
  text: string;
  className: string;
  /** The data attribute tests and host styles find it by, e.g. `{ 'data-order': 'vendor-notice' }`. */
  hook: Record<`data-${string}`, string>;
}

export function VendorNoticeText({ text, className, hook }: VendorNoticeProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [text]);
  return (
    <p ref={ref} tabIndex={-1} role="alert" className={className} {...hook}>
      {text}
    </p>
  );
}
