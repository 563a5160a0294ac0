/**
 * The keyword part of the listing index (docs/listing-api.md, "Keyword search"): the names a
 * vehicle can be found by, as labels (a model, a version, a colour family, a paint, an engine type,
 * a dealer, a brand), each with the rows that carry it and its comparable words
 * (domain/keyword-search.ts) in every spelling the product knows. A sorted word list maps each word
 * to its labels, so a typed word (a prefix) is a binary search and a scan of the words starting
 * with it; the rows of the labels found become a row bit set, and the words of a keyword are ANDed.
 * A VIN is found by its tail: the last four characters lead to the few rows that may end so.
 *
 * Built with the columns (build.ts) from the same rows and dealers, so every rebuild of the index
 * (each stock version) rebuilds it too, and it can never disagree with the bit sets.
 */
import { COLOUR_FAMILIES, COLOUR_FAMILY_NAMES, type ColourFamily } from '../../../domain/colour-names.js';
import { JOINERS, keywordWords } from '../../../domain/keyword-search.js';
import { LANGUAGES, type Language } from '../../../domain/languages.js';
import { modelWordSpellings } from '../../../domain/model-name-spellings.js';
import { SHOWROOM_TEXTS } from '../../../domain/showroom-texts/index.js';
import { dealerDisplayName, toDealerInfo, type DealerInfoRow } from '../dealer-info.js';
import { withRoom } from './room.js';

export const KEYWORD_LABEL_KINDS = ['model', 'version', 'colour', 'paint', 'engine', 'dealer', 'brand'] as const;
export type KeywordLabelKind = (typeof KEYWORD_LABEL_KINDS)[number];

export interface KeywordLabel {
  kind: KeywordLabelKind;
  /** The stored value (a dealer label: its code). */
  value: string;
  /** What a visitor reads, per language. */
  text: Readonly<Record<Language, string>>;
  /** Comparable words, every spelling. */
  words: readonly string[];
  /** Rows carrying the label, ascending. */
  rows: Int32Array;
}

export interface KeywordIndex {
  labels: KeywordLabel[];
  /** Label key (kind and value, see forEachRowLabel) → its index in `labels`. */
  labelOf: Map<string, number>;
  /** The dealers of the same moment, by code (a dealer label shows the dealer's name). */
  dealerRows: ReadonlyMap<string, DealerInfoRow>;
  /** Every label word, sorted, each once. */
  words: string[];
  /** Per word of `words`: the labels holding it. */
  wordLabels: Int32Array[];
  /** Per row: its VIN's comparable form (lower case, Western digits). */
  vins: string[];
  /** The last VIN_KEY characters of a VIN → rows whose VIN ends so. */
  vinTails: Map<string, Int32Array>;
}

/** Labels of more rows than this are built with room to spare (room.ts). */
const ROOMY_LABEL = 65_536;

/** Shortest typed word that is also tried as a VIN tail. */
export const VIN_KEY = 4;

/** The vehicle fields the keyword index reads. */
export interface KeywordRow {
  brand: string;
  brand_key: string;
  model: string;
  version_name: string;
  color: string;
  specific_color: string;
  engine_type: string;
  dealer_code: string;
  vin: string;
}

/** Every field of KeywordRow (the record makes the compiler check that none is missing). */
const KEYWORD_FIELDS = Object.keys({
  brand: true,
  brand_key: true,
  model: true,
  version_name: true,
  color: true,
  specific_color: true,
  engine_type: true,
  dealer_code: true,
  vin: true,
} satisfies Record<keyof KeywordRow, true>) as (keyof KeywordRow)[];

/** Where KeywordIndexBuilder finds each field in what it is given (a row object's names, or an array's places). */
export type KeywordKeys = Readonly<Record<keyof KeywordRow, string | number>>;
export type KeywordSource = Readonly<Record<string | number, unknown>>;

const same = (text: string): Record<Language, string> => ({ ku: text, ar: text, en: text });

/** The words of a name, plus the Kurdish and Arabic spellings of its Latin words. */
function nameWords(...names: string[]): string[] {
  const words = new Set<string>();
  for (const name of names) {
    // Joined ("fpace", as a typed «F-PACE» reads) and apart ("f", "pace").
    for (const word of [...keywordWords(name), ...keywordWords(name.replace(JOINERS, ' '))]) {
      words.add(word);
      for (const spelling of modelWordSpellings(word)) for (const w of keywordWords(spelling)) words.add(w);
    }
  }
  return [...words];
}

const isFamily = (value: string): value is ColourFamily => (COLOUR_FAMILIES as readonly string[]).includes(value);

function engineText(code: string): Record<Language, string> {
  const text = {} as Record<Language, string>;
  for (const language of LANGUAGES) {
    const texts = SHOWROOM_TEXTS[language] as Readonly<Record<string, string>>;
    text[language] = texts[`engine.${code}`] ?? code;
  }
  return text;
}

/** A label as a row first names it: its key (kind and value) and how to make it. */
export type LabelMaker = () => Omit<KeywordLabel, 'rows'>;

type AddLabel = (key: string, make: LabelMaker) => void;

/**
 * One part of a vehicle's labels: the labels of the fields `inputs` names, which depend on those
 * fields alone (so the build works them out once per distinct value: KeywordIndexBuilder).
 */
interface LabelPart {
  inputs: readonly (keyof KeywordRow)[];
  labels(v: KeywordRow, dealerRows: ReadonlyMap<string, DealerInfoRow>, add: AddLabel): void;
}

const LABEL_PARTS: readonly LabelPart[] = [
  {
    // The brand label's key is its brand_key; its text (v.brand) is that of the first row seen.
    inputs: ['brand_key'],
    labels: (v, _dealers, add) =>
      add(`brand\u0000${v.brand_key}`, () => ({
        kind: 'brand',
        value: v.brand_key,
        text: same(v.brand),
        words: nameWords(v.brand, v.brand_key),
      })),
  },
  {
    inputs: ['model'],
    labels: (v, _dealers, add) => {
      if (v.model) add(`model\u0000${v.model}`, () => ({ kind: 'model', value: v.model, text: same(v.model), words: nameWords(v.model) }));
    },
  },
  {
    inputs: ['version_name'],
    labels: (v, _dealers, add) => {
      if (v.version_name) {
        add(`version\u0000${v.version_name}`, () => ({
          kind: 'version',
          value: v.version_name,
          text: same(v.version_name),
          words: nameWords(v.version_name),
        }));
      }
    },
  },
  {
    inputs: ['color'],
    labels: (v, _dealers, add) => {
      const colour = String(v.color ?? '')
        .trim()
        .toLowerCase();
      if (colour) {
        add(`colour\u0000${colour}`, () => {
          const text = isFamily(colour)
            ? { ku: COLOUR_FAMILY_NAMES.ku[colour], ar: COLOUR_FAMILY_NAMES.ar[colour], en: COLOUR_FAMILY_NAMES.en[colour] }
            : same(v.color.trim());
          return { kind: 'colour', value: colour, text, words: nameWords(colour, text.ku, text.ar, text.en) };
        });
      }
    },
  },
  {
    inputs: ['specific_color'],
    labels: (v, _dealers, add) => {
      const paint = String(v.specific_color ?? '').trim();
      if (paint) add(`paint\u0000${paint}`, () => ({ kind: 'paint', value: paint, text: same(paint), words: nameWords(paint) }));
    },
  },
  {
    inputs: ['engine_type'],
    labels: (v, _dealers, add) => {
      for (const code of String(v.engine_type ?? '').split(',')) {
        const engine = code.trim();
        if (!engine) continue;
        add(`engine\u0000${engine}`, () => {
          const text = engineText(engine);
          return { kind: 'engine', value: engine, text, words: nameWords(engine, text.ku, text.ar, text.en) };
        });
      }
    },
  },
  {
    inputs: ['dealer_code', 'brand_key'],
    labels: (v, dealerRows, add) => {
      if (!v.dealer_code) return;
      // Keyed with the brand: a dealer's display name depends on the brand it sells (domain/dealer.ts).
      add(`dealer\u0000${v.dealer_code}\u0000${v.brand_key}`, () => {
        const row = dealerRows.get(v.dealer_code);
        const info = row ? toDealerInfo(row) : undefined;
        const shown = info ? dealerDisplayName(info, v.brand_key) : v.dealer_code;
        // The name shown for this brand and the dealer's own name; not its name for the other brand
        // ("Land Rover Erbil" does not find the Jaguars it sells).
        return { kind: 'dealer', value: v.dealer_code, text: same(shown), words: nameWords(v.dealer_code, shown, info?.name ?? '') };
      });
    },
  },
];

/**
 * Calls `add` once per label of one vehicle (a repeat is possible: two engine codes of one label).
 * Shared by the build and by in-place updates (index-updates.ts), so both label a row alike.
 */
export function forEachRowLabel(v: KeywordRow, dealerRows: ReadonlyMap<string, DealerInfoRow>, add: AddLabel): void {
  for (const part of LABEL_PARTS) part.labels(v, dealerRows, add);
}

const ASCII_WORD = /^[0-9A-Za-z]*$/;

/**
 * A VIN's comparable form (lower case, Western digits). A VIN of ASCII letters and digits only (all
 * of them, in practice) folds to its lower case, so the build skips the folding for it.
 */
export const vinKey = (vin: string | null | undefined): string => {
  const text = vin ?? '';
  return ASCII_WORD.test(text) ? text.toLowerCase() : keywordWords(text).join('');
};

/** A copy of `list` twice as long as needed to hold index `index`. */
function longer(list: Int32Array, index: number): Int32Array<ArrayBuffer> {
  const out = new Int32Array(Math.max(list.length, index + 1) * 2);
  out.set(list);
  return out;
}

/** Per label part: the label ids of each distinct input (a second level for a second input). */
type PartCache = Map<unknown, Int32Array | Map<unknown, Int32Array>>;

/**
 * Built in two passes (docs/listing-api.md, "At a million vehicles"): `add` takes each row once, in
 * row order, and keeps only its label ids (counted per label) and VIN; `done` fills each label's rows
 * into its typed array from those ids, so no row object is needed after its `add` (a server reads
 * the vehicles a chunk at a time: load.ts). Each part's labels are worked out once per distinct
 * input: a million rows cost a few map lookups each instead of building and hashing every label key
 * of every row. Labels are created in the order forEachRowLabel would meet them, so the index is the
 * same.
 */
export class KeywordIndexBuilder {
  private readonly dealerRows: Map<string, DealerInfoRow>;
  private readonly drafts: Omit<KeywordLabel, 'rows'>[] = [];
  private readonly labelOf = new Map<string, number>();
  private readonly caches: PartCache[] = LABEL_PARTS.map(() => new Map());
  private readonly vins: string[] = [];
  private readonly tails = new Map<string, number[]>();
  /** Each row's label ids, flat (row r's from rowStart[r]), counted per label as they are found. */
  private rowStart: Int32Array;
  private rowLabels: Int32Array;
  private counts = new Int32Array(64);
  private at = 0;
  private rows = 0;

  /** `expectedRows` sizes the per-row lists; more rows are taken as well. */
  constructor(dealers: readonly DealerInfoRow[], expectedRows: number) {
    this.dealerRows = new Map(dealers.map((d) => [d.dealer_code, d]));
    this.rowStart = new Int32Array(expectedRows + 1);
    this.rowLabels = new Int32Array(Math.max(16, expectedRows * LABEL_PARTS.length));
  }

  /** The label ids of one part for row v, each once, in the order its labels are added. */
  private idsOf(p: number, v: KeywordSource, keys: KeywordKeys): Int32Array {
    const part = LABEL_PARTS[p] as LabelPart;
    const cache = this.caches[p] as PartCache;
    const first = v[keys[part.inputs[0] as keyof KeywordRow]];
    const second = part.inputs.length > 1 ? v[keys[part.inputs[1] as keyof KeywordRow]] : undefined;
    let level = cache.get(first);
    if (level !== undefined && part.inputs.length > 1) level = (level as Map<unknown, Int32Array>).get(second);
    if (level !== undefined) return level as Int32Array;
    const ids: number[] = [];
    const { drafts, labelOf } = this;
    // A row object only here, once per distinct input: the labels are made from its fields.
    const row = Object.fromEntries(KEYWORD_FIELDS.map((field) => [field, v[keys[field]]])) as unknown as KeywordRow;
    part.labels(row, this.dealerRows, (key, make) => {
      let id = labelOf.get(key);
      if (id === undefined) {
        id = drafts.length;
        drafts.push(make());
        labelOf.set(key, id);
      }
      if (!ids.includes(id)) ids.push(id);
    });
    const found = Int32Array.from(ids);
    if (part.inputs.length === 1) cache.set(first, found);
    else {
      let inner = cache.get(first) as Map<unknown, Int32Array> | undefined;
      if (!inner) cache.set(first, (inner = new Map()));
      inner.set(second, found);
    }
    return found;
  }

  /**
   * The next row's labels and VIN (rows are numbered in the order they are added): its fields are
   * v[keys[field]], so v is a row object (keys: the names) or a row read as an array (keys: the
   * places, build.ts).
   */
  put(v: KeywordSource, keys: KeywordKeys): void {
    const r = this.rows++;
    if (r + 1 >= this.rowStart.length) this.rowStart = longer(this.rowStart, r + 1);
    this.rowStart[r] = this.at;
    for (let p = 0; p < LABEL_PARTS.length; p++) {
      for (const id of this.idsOf(p, v, keys)) {
        if (id >= this.counts.length) this.counts = longer(this.counts, id);
        if (this.at >= this.rowLabels.length) this.rowLabels = longer(this.rowLabels, this.at);
        this.counts[id] = (this.counts[id] as number) + 1;
        this.rowLabels[this.at++] = id;
      }
    }
    const vin = vinKey(v[keys.vin] as string | null | undefined);
    this.vins.push(vin);
    if (vin.length >= VIN_KEY) {
      const tail = vin.slice(-VIN_KEY);
      const list = this.tails.get(tail);
      if (list) list.push(r);
      else this.tails.set(tail, [r]);
    }
  }

  done(): KeywordIndex {
    const { drafts, counts, rowStart, rowLabels, rows } = this;
    rowStart[rows] = this.at;
    // A label of many rows gets room for new vehicles (copying a short one costs little).
    const labelRows = drafts.map((_, id) => {
      const n = counts[id] as number;
      return n > ROOMY_LABEL ? withRoom(Int32Array, n) : new Int32Array(n);
    });
    const filled = new Int32Array(drafts.length);
    for (let r = 0; r < rows; r++) {
      for (let j = rowStart[r] as number, end = rowStart[r + 1] as number; j < end; j++) {
        const id = rowLabels[j] as number;
        const k = filled[id] as number;
        (labelRows[id] as Int32Array)[k] = r;
        filled[id] = k + 1;
      }
    }

    const labels: KeywordLabel[] = [];
    const byWord = new Map<string, number[]>();
    drafts.forEach((draft, id) => {
      labels.push({ ...draft, rows: labelRows[id] as Int32Array });
      for (const word of draft.words) {
        const list = byWord.get(word);
        if (list) list.push(id);
        else byWord.set(word, [id]);
      }
    });
    const words = [...byWord.keys()].sort();
    const vinTails = new Map<string, Int32Array>();
    for (const [tail, list] of this.tails) vinTails.set(tail, Int32Array.from(list));
    return {
      labels,
      labelOf: this.labelOf,
      dealerRows: this.dealerRows,
      words,
      wordLabels: words.map((w) => Int32Array.from(byWord.get(w) ?? [])),
      vins: this.vins,
      vinTails,
    };
  }
}

/** Index of the first entry ≥ `value` in an ascending list (words, or row numbers: index-updates.ts). */
export function lowerBound<T extends string | number>(list: ArrayLike<T>, value: T): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid] as T) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The forms a typed word is looked up in: as typed, and an Arabic word without its article «ال». */
function lookupForms(word: string): string[] {
  return word.length > 3 && word.startsWith('ال') ? [word, word.slice(2)] : [word];
}

/** Marks hit[label] = 1 for every label holding a word that starts with the typed word. */
export function labelsMatching(index: KeywordIndex, word: string, hit: Uint8Array): void {
  const { words, wordLabels } = index;
  for (const form of lookupForms(word)) {
    for (let i = lowerBound(words, form); i < words.length && (words[i] as string).startsWith(form); i++) {
      for (const label of wordLabels[i] as Int32Array) hit[label] = 1;
    }
  }
}

/** out = the rows one typed word finds (any label word starting with it, or a VIN ending with it). */
export function wordRows(index: KeywordIndex, word: string, out: Uint32Array): void {
  out.fill(0);
  const hit = new Uint8Array(index.labels.length);
  labelsMatching(index, word, hit);
  for (let id = 0; id < hit.length; id++) {
    if (hit[id] === 0) continue;
    for (const row of (index.labels[id] as KeywordLabel).rows) out[row >>> 5] = (out[row >>> 5] as number) | (1 << (row & 31));
  }
  if (word.length >= VIN_KEY && /^[0-9a-z]+$/.test(word)) {
    for (const row of index.vinTails.get(word.slice(-VIN_KEY)) ?? []) {
      if ((index.vins[row] as string).endsWith(word)) out[row >>> 5] = (out[row >>> 5] as number) | (1 << (row & 31));
    }
  }
}

/** The rows every word finds (AND), as a new bit set of `wordCount` words. */
export function keywordRows(index: KeywordIndex, words: readonly string[], wordCount: number): Uint32Array {
  const all = new Uint32Array(wordCount);
  const one = new Uint32Array(wordCount);
  words.forEach((word, i) => {
    wordRows(index, word, i === 0 ? all : one);
    if (i > 0) for (let w = 0; w < wordCount; w++) all[w] = (all[w] as number) & (one[w] as number);
  });
  return all;
}
