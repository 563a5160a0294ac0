/**
 * Where a quiz result leads (docs/quizzes.md, "After the result"): every result ends on four ways
 * on — the recommended vehicles, the stock filtered to them, a test drive and the retailers — so
 * no result is a dead end. The paths are site paths without the language segment; the widget puts
 * the page language (and, when embedded elsewhere, the lrdx server's origin) in front.
 * The stock filters are the locator's own query parameters (domain/filter-url-codec.ts).
 */
import { CHECKBOX_FILTERS } from '../listing-query.js';
import type { QuizKey } from './types.js';

/** The action ids; each is a text key `action.<id>` of the quiz widget's translations. */
export type QuizActionId = 'defender' | 'electric' | 'models' | 'finance' | 'stock' | 'test-drive' | 'retailer';

export interface QuizAction {
  id: QuizActionId;
  /** A site path without the language segment, e.g. `/stock?family=Defender`. */
  path: string;
}

/** The family the Defender quiz recommends, as the stock's `family` filter spells it. */
const DEFENDER_FAMILY = 'Defender';
/** The test-drive request: the contact page's form (the seed's test-drive links all lead there). */
const TEST_DRIVE_PATH = '/contact-us#contact-form';
const RETAILER_PATH = '/retailer-locator';
/** Plug-in results lead to the electric models' page; the others to the families on the home page. */
const PLUG_IN = new Set(['phev', 'bev']);

const stockPath = (filter: keyof typeof CHECKBOX_FILTERS, value: string) => `/stock?${new URLSearchParams({ [filter]: value }).toString()}`;

function vehicleActions(fuel: string): QuizAction[] {
  return [
    PLUG_IN.has(fuel) ? { id: 'electric', path: '/electric' } : { id: 'models', path: '/#families' },
    { id: 'stock', path: stockPath('engine_types', fuel) },
  ];
}

/** The actions of one result, in the order they are shown (the strongest first). */
export function quizResultActions(quiz: QuizKey, result: string): readonly QuizAction[] {
  let first: QuizAction[];
  if (quiz === 'defender-packs')
    first = [
      { id: 'defender', path: '/defender' },
      { id: 'stock', path: stockPath('family', DEFENDER_FAMILY) },
    ];
  else if (quiz === 'fuel-type') first = vehicleActions(result);
  // Powertrain results are `<fuel>-<use>`.
  else if (quiz === 'powertrain') first = vehicleActions(result.split('-')[0] ?? '');
  else
    first = [
      { id: 'finance', path: '/offers-and-finance' },
      { id: 'stock', path: '/stock' },
    ];
  return [...first, { id: 'test-drive', path: TEST_DRIVE_PATH }, { id: 'retailer', path: RETAILER_PATH }];
}
