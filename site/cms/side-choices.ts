/**
 * Every select choice of a block that names a side of the screen, and where it lands. The stored
 * values are the catalogue's ("left", "right", "left-top", "wide-left"…), but the blocks and their
 * widgets place them with logical CSS only (the linter refuses left/right properties): "left" is
 * the line's start and "right" its end. In a Kurdish or Arabic page (dir="rtl") the start is the
 * RIGHT side of the screen, so a label that said "Left" (چەپ / اليسار) was the opposite of what the
 * editor then saw. block-labels.test.ts follows each choice from its value to the class or
 * attribute the renderer writes, to the logical rule of its stylesheet, and checks that the label in
 * every editor language names the side it lands on in a right-to-left page. docs/cms.md explains.
 */
export type LogicalSide = 'start' | 'end';

export interface SideChoice {
  block: string;
  field: string;
  value: string;
  /** The side of the line the choice puts its content on (its label names it). */
  lands: LogicalSide;
  /** What the renderer writes for this value (a class or an attribute) in the block's HTML. */
  marker: string;
  /** The stylesheets whose rules on `marker` place it (the block's own, or its widget's). */
  styles: readonly string[];
  /** The selector text those rules use for the choice (the class, or the widget's attribute selector). */
  selector: string;
}

/** Where a side of the line is on the screen of a page written in that direction. */
export const SCREEN_SIDE: Readonly<Record<'rtl' | 'ltr', Record<LogicalSide, 'right' | 'left'>>> = {
  rtl: { start: 'right', end: 'left' },
  ltr: { start: 'left', end: 'right' },
};

const QUOTE = ['site/blocks/quote/styles.css'];
const ENTRY = ['site/blocks/entry_form/styles.css'];
const FORM = ['widgets/form/styles.css'];
const HERO = ['site/blocks/immersive_video_hero/styles.css'];
const VIN = ['site/blocks/vin_checker/styles.css', 'widgets/vin-checker/styles.css'];

/**
 * A field's "left" and "right" choices: "left" lands at the line's start, "right" at its end; `mark`
 * says what the renderer writes for a choice and the selector its stylesheet uses.
 */
function leftAndRight(
  block: string,
  field: string,
  styles: readonly string[],
  mark: (value: 'left' | 'right', lands: LogicalSide) => Pick<SideChoice, 'marker' | 'selector'>,
): SideChoice[] {
  return (
    [
      ['left', 'start'],
      ['right', 'end'],
    ] as const
  ).map(([value, lands]) => ({ block, field, value, lands, styles, ...mark(value, lands) }));
}

const quoteMark = (_value: string, lands: LogicalSide) => ({ marker: `lrdx-quote--${lands}`, selector: `.lrdx-quote--${lands}` });

export const SIDE_CHOICES: readonly SideChoice[] = [
  ...leftAndRight('quote', 'alignment', QUOTE, quoteMark),
  ...leftAndRight('quote_slider', 'alignment', QUOTE, quoteMark),
  ...leftAndRight('entry_form', 'form_position', ENTRY, (value) => ({
    marker: `lrdx-entry-form--${value}`,
    selector: `.lrdx-entry-form--${value}`,
  })),
  ...leftAndRight('offers_salesforce', 'button_position', FORM, (value) => ({
    marker: `button-position="${value}"`,
    selector: `[data-button-position='${value}']`,
  })),
  ...(['left-top', 'left-middle', 'left-bottom'] as const).map((value) => ({
    block: 'immersive_video_hero',
    field: 'content_placement',
    value,
    lands: 'start' as const,
    marker: `lrdx-immersive--${value}`,
    styles: HERO,
    selector: `.lrdx-immersive--${value}`,
  })),
  ...(['wide-left', 'narrow-left'] as const).map((value) => ({
    block: 'vin_checker',
    field: 'section_class',
    value,
    lands: 'start' as const,
    marker: `lrdx-vin-block--${value}`,
    styles: VIN,
    selector: `--${value}`,
  })),
];
