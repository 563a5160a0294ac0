/**
 * The compare list of this browser (docs/compare.md), kept current across widgets and tabs, with
 * what the tray announces: a vehicle added or removed, or why a fourth could not be added.
 */
import { useCallback, useEffect, useState } from 'react';
import type { CompareData } from '../../../domain/compare/compare-list.js';
import { addCompared, readCompare, removeCompared, subscribeCompare } from '../../runtime/compare-store.js';

/** The vehicle as the tick-box knows it. */
export interface CompareCandidate {
  id: number;
  name: string;
}

export type CompareNotice = {
  kind: 'added' | 'removed' | 'full';
  name: string;
  /** Tells a repeated notice from the last one. */ serial: number;
  /** For a refused fourth: the list it was refused for (its ids in order); the refusal goes once the list is another. */
  about?: string;
} | null;

const idsOf = (data: CompareData) => data.compareCarsIDs.join(',');

export interface CompareList {
  data: CompareData;
  notice: CompareNotice;
  /** Ticks or unticks; answers whether the vehicle is in the list now (false for a refused fourth). */
  toggle: (vehicle: CompareCandidate) => boolean;
  remove: (id: number) => void;
}

let serial = 0;

export function useCompareList(listKey: string): CompareList {
  const [data, setData] = useState(readCompare);
  const [notice, setNotice] = useState<CompareNotice>(null);
  useEffect(() => subscribeCompare(setData), []);
  // A refused fourth is true only while the list is the full one it was refused for: a vehicle
  // removed here, in another widget or in another tab ends it, and the status line empties
  // (docs/compare.md, "The refusal"). No timer: it stays as long as it is true, however slowly it is read.
  useEffect(() => {
    if (notice?.kind === 'full' && notice.about !== idsOf(data)) setNotice(null);
  }, [data, notice]);
  // The same functions on every render (the cards are memoised on their props); they read the store
  // itself, which is never behind the rendered `data`.
  const toggle = useCallback(
    ({ id, name }: CompareCandidate) => {
      if (readCompare().compareCarsIDs.includes(id)) {
        setData(removeCompared(id));
        setNotice({ kind: 'removed', name, serial: ++serial });
        return false;
      }
      const result = addCompared({ id, list: listKey, name });
      // Set here too, not only through the change event: this widget's own view never waits for it.
      setData(result.data);
      setNotice(
        result.added || result.reason !== 'full'
          ? { kind: 'added', name, serial: ++serial }
          : { kind: 'full', name, serial: ++serial, about: idsOf(result.data) },
      );
      return result.added || result.reason === 'already';
    },
    [listKey],
  );
  const remove = useCallback((id: number) => {
    const car = readCompare().compareCars.find((c) => c.id === id);
    setData(removeCompared(id));
    if (car) setNotice({ kind: 'removed', name: car.name ?? '', serial: ++serial });
  }, []);
  return { data, notice, toggle, remove };
}
