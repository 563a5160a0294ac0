/**
 * LOCAL_TEST (the shop's demo processor, docs/buy-online.md): a card-number input; the number goes
 * to `POST /buy_online/local_test/pay`, which answers with the status its signed webhook gave the
 * payment on the server.
 */
import { requestJson } from '../../runtime/http.js';
import { fieldParts, type FieldParts } from './field-dom.js';
import type { CardField, CardFieldOptions, CardPayment, CardResult } from './types.js';

const CARD = /^\d{12,19}$/;
const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

export function createLocalTestField({ apiBase, texts, id }: CardFieldOptions): CardField {
  let parts: FieldParts | null = null;
  let input: HTMLInputElement | null = null;
  let tried = false;
  const valid = () => CARD.test(digitsOf(input?.value ?? ''));
  const show = () => {
    const wrong = tried && !valid();
    parts?.setError(wrong ? texts.required : null);
    input?.setAttribute('aria-invalid', wrong ? 'true' : 'false');
  };

  return {
    mount(target) {
      parts = fieldParts(target, id, texts.testHint);
      const doc = target.ownerDocument;
      const label = doc.createElement('label');
      label.htmlFor = id;
      label.textContent = texts.label;
      input = doc.createElement('input');
      Object.assign(input, { id, name: id, required: true, inputMode: 'numeric', autocomplete: 'cc-number' });
      input.dir = 'ltr';
      input.setAttribute('aria-describedby', `${id}-hint ${id}-error`);
      input.addEventListener('input', () => tried && show());
      input.addEventListener('blur', () => {
        if (digitsOf(input?.value ?? '')) tried = true;
        show();
      });
      parts.root.append(label, ...(parts.hint ? [parts.hint] : []), input, parts.error);
    },
    check() {
      tried = true;
      show();
      if (!valid()) input?.focus();
      return valid();
    },
    setBusy(busy) {
      if (input) input.readOnly = busy;
    },
    async confirm({ reference }: CardPayment): Promise<CardResult> {
      const reply = await requestJson<{ data: { status: string } }>(apiBase, '/buy_online/local_test/pay', {
        method: 'POST',
        body: { reference, card_number: digitsOf(input?.value ?? '') },
      });
      const { status } = reply.data;
      if (status === 'authorized' || status === 'paid') return { status, message: null };
      if (status === 'failed' || status === 'cancelled') return { status: 'declined', message: texts.declined };
      return { status: 'pending', message: null };
    },
    destroy() {
      parts?.root.remove();
      parts = null;
      input = null;
    },
  };
}
