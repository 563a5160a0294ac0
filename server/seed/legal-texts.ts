/** The shape of the legal pages' texts in one language (legal-texts-{ku,ar,en}.ts), read by legal-pages.ts. */
export interface LegalText {
  title: string;
  description: string;
  /** Plain text; a blank line starts a new paragraph. */
  intro: string;
  sections: readonly (readonly [heading: string, text: string])[];
}

export interface LegalTexts {
  terms: LegalText;
  privacy: LegalText;
  cookies: LegalText;
}
