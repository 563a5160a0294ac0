/**
 * The first screen of every form block on a page, drawn on the server into its `<lrdx-form>`
 * (widgets/form/server-render.tsx), so the form's fields stand in the page from the first paint
 * instead of growing out of a loading line when the widget runs (docs/decisions.md, "Page speed as
 * a first-time visitor gets it"). Read with the server's own routes (./own-json.ts), so the form is the
 * one the Forms API gives. Any failure leaves the bare element, which loads the form itself.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Language } from '../../domain/languages.js';
import type { Page } from '../../domain/page.js';
import { readProps } from '../../site/blocks/read-props.js';
import { formTemplate } from '../../site/blocks/form/template.js';
import { formElementChoice, formElementKey } from '../../site/blocks/form/element-key.js';
import { renderFormFirstScreen } from '../../widgets/form/server-render.js';
import { widgetStyles } from './widget-styles.js';
import { ownJsonReader } from './own-json.js';

/** Whether the page holds a form block: only those pages read their forms. */
export function pageShowsForm(page: Page): boolean {
  return page.blocks.some((block) => block.template === formTemplate.key);
}

/** Inner HTML by `formElementKey` (site/blocks/form/render.tsx reads it). */
export async function loadFormFirstScreens(options: {
  app: FastifyInstance;
  page: Page;
  language: Language;
  nonce: string | undefined;
  log: FastifyBaseLogger;
}): Promise<Map<string, string>> {
  const { app, page, language, log } = options;
  const getJson = ownJsonReader(app);
  const drawn = new Map<string, string>();
  for (const block of page.blocks) {
    if (block.template !== formTemplate.key) continue;
    const choice = formElementChoice(readProps(formTemplate, block.props));
    const key = formElementKey(choice);
    if (drawn.has(key) || (!choice.formId && !choice.formKind)) continue;
    try {
      const html = await renderFormFirstScreen({
        element: { ...choice, lang: language },
        getJson,
        styles: widgetStyles('form'),
        nonce: options.nonce,
      });
      if (html) drawn.set(key, html);
    } catch (error) {
      log.warn({ err: error }, 'form first screen not rendered');
    }
  }
  return drawn;
}
