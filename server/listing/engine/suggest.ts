/**
 * Suggestions while a visitor types (docs/listing-api.md, "Suggestions"): the labels whose words
 * start with the word being typed, each with the number of vehicles that carry it among those the
 * rest of the query finds, most vehicles first. Brands are left out: every vehicle has one, so a
 * brand says nothing the listing does not.
 */
import type { Language } from '../../../domain/languages.js';
import { KEYWORD_LABEL_KINDS, labelsMatching, type KeywordIndex, type KeywordLabel, type KeywordLabelKind } from './keyword-index.js';

export interface LabelSuggestion {
  kind: Exclude<KeywordLabelKind, 'brand'>;
  value: string;
  /** The label in the requested language. */
  label: string;
  /** The label's comparable words (to tell which typed words it covers). */
  words: readonly string[];
  count: number;
}

/** Most vehicles first; on a tie, models before versions before colours …, then by label. */
const KIND_RANK = new Map(KEYWORD_LABEL_KINDS.map((kind, i) => [kind, i]));

function countIn(label: KeywordLabel, allowed: Uint32Array): number {
  let count = 0;
  for (const row of label.rows) count += ((allowed[row >>> 5] as number) >>> (row & 31)) & 1;
  return count;
}

export function suggestLabels(
  index: KeywordIndex,
  typed: string,
  allowed: Uint32Array,
  language: Language,
  limit: number,
): LabelSuggestion[] {
  const hit = new Uint8Array(index.labels.length);
  labelsMatching(index, typed, hit);
  // One entry per kind and shown text: a dealer is a label per brand it sells, with one name.
  const merged = new Map<string, LabelSuggestion>();
  for (let id = 0; id < hit.length; id++) {
    if (hit[id] === 0) continue;
    const label = index.labels[id] as KeywordLabel;
    if (label.kind === 'brand') continue;
    const count = countIn(label, allowed);
    if (count === 0) continue;
    const text = label.text[language];
    const key = `${label.kind}\u0000${text}`;
    const known = merged.get(key);
    if (known) known.count += count;
    else merged.set(key, { kind: label.kind, value: label.value, label: text, words: label.words, count });
  }
  return [...merged.values()]
    .sort(
      (a, b) =>
        b.count - a.count ||
        (KIND_RANK.get(a.kind) as number) - (KIND_RANK.get(b.kind) as number) ||
        (a.label < b.label ? -1 : a.label > b.label ? 1 : 0),
    )
    .slice(0, limit);
}
