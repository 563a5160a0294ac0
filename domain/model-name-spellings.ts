/**
 * How Kurdish and Arabic writers spell the Latin words of the brands' model names, so a keyword
 * typed in either script finds the model (docs/listing-api.md, "Keyword search"). Word by word:
 * «ڕەینج ڕۆڤەر سپۆرت» and «رينج روفر سبورت» both meet "Range Rover Sport". Words not listed
 * (numbers, trim codes) are found as written.
 */
export const MODEL_WORD_SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  land: ['لاند'],
  rover: ['ڕۆڤەر', 'روفر', 'روڤر'],
  range: ['ڕەینج', 'رينج', 'رنج'],
  sport: ['سپۆرت', 'سبورت'],
  defender: ['دیفێندەر', 'ديفندر', 'دفندر'],
  discovery: ['دیسکڤەری', 'ديسكفري', 'ديسكفرى', 'ديسكوفري'],
  velar: ['ڤێلار', 'فيلار'],
  evoque: ['ئیڤۆک', 'ايفوك', 'إيفوك'],
  jaguar: ['جاگوار', 'جاكوار', 'جاغوار'],
  pace: ['پەیس', 'بيس', 'بايس'],
  type: ['تایپ', 'تايب'],
};

/** The other spellings of one Latin word of a model name (lower case), or none. */
export function modelWordSpellings(word: string): readonly string[] {
  return Object.prototype.hasOwnProperty.call(MODEL_WORD_SPELLINGS, word) ? (MODEL_WORD_SPELLINGS[word] as readonly string[]) : [];
}
