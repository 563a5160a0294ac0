/** The vehicle data's texts in the page language: its table arrives as a chunk of its own (null until then). */
import { useEffect, useState } from 'react';
import type { Language } from '../../domain/languages.js';
import { loadVehiclePhrases, peekVehiclePhrases, vehiclePhrase, type VehiclePhrases } from '../../domain/vehicle-phrases/index.js';

export function useVehiclePhrases(language: Language): ((text: string) => string) | null {
  // A table already here (the server-drawn page loads it before the take-over) is used at once.
  const [loaded, setLoaded] = useState<{ language: Language; phrases: VehiclePhrases } | null>(() => {
    const phrases = peekVehiclePhrases(language);
    return phrases ? { language, phrases } : null;
  });
  useEffect(() => {
    let current = true;
    // A missing chunk (offline) shows the texts as written rather than no page.
    loadVehiclePhrases(language)
      .catch(() => ({}))
      .then(
        (phrases) =>
          current &&
          setLoaded((previous) => (previous?.language === language && previous.phrases === phrases ? previous : { language, phrases })),
      );
    return () => {
      current = false;
    };
  }, [language]);
  if (!loaded) return null;
  const { phrases } = loaded;
  return (text: string) => vehiclePhrase(text, phrases);
}
