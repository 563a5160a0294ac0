/**
 * Which widget draws which machine, for "Show the widget": the widget's own component (not a copy),
 * its styles, and its attributes from the lab's input. A machine that is a part of a bigger widget
 * (the dealer search, the saved vehicles, the phone check) is shown inside its host widget and
 * appears when the host reaches that screen. The soft lock has no widget of its own (the order and
 * reservation widgets draw its count), and its hook runs its own actor, so the lab does not draw it.
 */
import type { ComponentType } from 'react';
import tokens from '../../../widgets/ui/tokens.css?inline';
import ui from '../../../widgets/ui/ui.css?inline';
import flow from '../../../widgets/features/flow/flow.css?inline';
import softLock from '../../../widgets/features/soft-lock/soft-lock.css?inline';
import phoneVerification from '../../../widgets/features/phone-verification/phone-verification.css?inline';
import cardStyles from '../../../widgets/features/vehicle-cards/vehicle-cards.css?inline';
import financeStyles from '../../../widgets/finance-calculator/styles.css?inline';
import formStyles from '../../../widgets/form/styles.css?inline';
import orderStyles from '../../../widgets/order-online/styles.css?inline';
import quizStyles from '../../../widgets/quiz/styles.css?inline';
import reservationStyles from '../../../widgets/reservation/styles.css?inline';
import showroomStyles from '../../../widgets/showroom/styles.css?inline';
import stockStyles from '../../../widgets/stock-locator/styles.css?inline';
import filterStyles from '../../../widgets/stock-locator/filters.css?inline';
import { Cancellation } from '../../../widgets/cancellation/cancellation.js';
import { FinanceCalculator } from '../../../widgets/finance-calculator/finance-calculator.js';
import { Form } from '../../../widgets/form/form.js';
import { OrderOnline } from '../../../widgets/order-online/order-online.js';
import { Quiz } from '../../../widgets/quiz/quiz.js';
import { Reservation } from '../../../widgets/reservation/reservation.js';
import { Showroom } from '../../../widgets/showroom/showroom.js';
import { StockLocator } from '../../../widgets/stock-locator/stock-locator.js';

export interface LabWidget {
  /** The custom element a retailer's page uses. */
  tag: string;
  /** Widgets take different props; the lab only passes the ones `props` builds. */
  component: ComponentType<Record<string, unknown>>;
  styles: string[];
  /** The element's attributes (as props) from the lab's input and the chosen language. */
  props: (input: Record<string, unknown>, lang: string, apiBase: string) => Record<string, unknown>;
  /** When the machine is a part of the widget: where to find it. */
  part?: string;
}

const text = (value: unknown) => (value === undefined || value === null ? undefined : String(value));
const stock: Omit<LabWidget, 'part'> = {
  tag: 'lrdx-stock-locator',
  component: StockLocator as ComponentType<Record<string, unknown>>,
  styles: [tokens, ui, cardStyles, stockStyles, filterStyles],
  props: (input, lang, apiBase) => ({ lang, apiBase, listKey: text(input.listKey) ?? 'iraq', syncUrl: 'false' }),
};
const form: Omit<LabWidget, 'part'> = {
  tag: 'lrdx-form',
  component: Form as ComponentType<Record<string, unknown>>,
  styles: [tokens, ui, flow, formStyles],
  props: (input, lang, apiBase) => ({ lang, apiBase, formId: text(input.formId) ?? '' }),
};

/** By machine name (the folder of state-machines/). */
export const LAB_WIDGETS: Record<string, LabWidget> = {
  cancellation: {
    tag: 'lrdx-cancellation',
    component: Cancellation as ComponentType<Record<string, unknown>>,
    styles: [tokens, ui, flow],
    props: (input, lang, apiBase) => ({ lang, apiBase, leadId: text(input.leadId), token: text(input.token) }),
  },
  'finance-calculator': {
    tag: 'lrdx-finance-calculator',
    component: FinanceCalculator as ComponentType<Record<string, unknown>>,
    styles: [tokens, ui, financeStyles],
    props: (input, lang, apiBase) => ({ lang, apiBase, config: input.config ? JSON.stringify(input.config) : undefined }),
  },
  form,
  'order-online': {
    tag: 'lrdx-order-online',
    component: OrderOnline as ComponentType<Record<string, unknown>>,
    styles: [tokens, ui, softLock, phoneVerification, orderStyles],
    props: (input, lang, apiBase) => ({
      lang,
      apiBase,
      vehicleId: text(input.vehicleId),
      listKey: text(input.listKey),
      step: text(input.step),
    }),
  },
  quiz: {
    tag: 'lrdx-quiz',
    component: Quiz as ComponentType<Record<string, unknown>>,
    styles: [tokens, ui, quizStyles],
    props: (input, lang, apiBase) => ({ lang, apiBase, quiz: text((input.config as { key?: unknown } | undefined)?.key) }),
  },
  reservation: {
    tag: 'lrdx-reservation',
    component: Reservation as ComponentType<Record<string, unknown>>,
    styles: [tokens, ui, flow, softLock, phoneVerification, reservationStyles],
    props: (input, lang, apiBase) => ({ lang, apiBase, listKey: text(input.listKey) }),
  },
  showroom: {
    tag: 'lrdx-showroom',
    component: Showroom as ComponentType<Record<string, unknown>>,
    styles: [tokens, ui, showroomStyles],
    props: (input, lang, apiBase) => ({ lang, apiBase, vehicleId: Number(input.vehicleId) || undefined, listKey: text(input.listKey) }),
  },
  'stock-locator': stock,
  'dealer-search': { ...stock, part: 'the stock locator\u2019s dealer search (open it from the filters)' },
  'saved-vehicles': { ...stock, part: 'the stock locator\u2019s saved vehicles view' },
  'phone-verification': { ...form, part: 'the form\u2019s phone check (a form with a verified phone field)' },
};
