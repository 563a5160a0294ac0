/**
 * Mounts the vendor's card field into an element of the widget's own Shadow DOM and hands it to the
 * widget's card step while the view is shown. A field that cannot load (Stripe.js unreachable, no
 * publishable key) says so in place; the step then refuses to pay.
 */
import { useEffect, useRef, useState } from 'react';
import { createCardField, type CardStep } from './card-step.js';
import type { CardFieldTexts, CardVendor } from './types.js';

export interface CardFieldSlotProps {
  step: CardStep;
  vendor: CardVendor;
  apiBase: string;
  language: string;
  texts: CardFieldTexts;
  id: string;
}

export function CardFieldSlot({ step, vendor, apiBase, language, texts, id }: CardFieldSlotProps) {
  const slot = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  // The texts are read when the field is built; a language change rebuilds it (dependency below).
  const latestTexts = useRef(texts);
  latestTexts.current = texts;

  useEffect(() => {
    let cancelled = false;
    let mounted: { destroy(): void } | null = null;
    setFailed(false);
    createCardField(vendor, { apiBase, language, texts: latestTexts.current, id }).then(
      (field) => {
        if (cancelled || !slot.current) return field.destroy();
        field.mount(slot.current);
        mounted = field;
        step.attach(field);
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
      step.attach(null);
      mounted?.destroy();
    };
  }, [step, vendor.type, vendor.publishableKey, vendor.accountId, apiBase, language, id]);

  return (
    <div className="lrdx-card-slot" data-card-vendor={vendor.type}>
      <div ref={slot} />
      {failed ? (
        <p role="alert" className="lrdx-field__error">
          {texts.unavailable}
        </p>
      ) : null}
    </div>
  );
}
