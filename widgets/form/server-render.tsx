/**
 * The form's first screen, drawn on the server (docs/decisions.md, "Page speed as a first-time visitor
 * gets it"): the inside of `<lrdx-form>` as a declarative shadow root with the widget's styles and
 * the fields it would show, and the form as JSON (./first-screen.ts), which the widget draws while it
 * starts and takes as its form. Without it the form grew from one loading line to its fields when
 * the widget ran and pushed the page below it down. Server-only: the browser bundle never imports it.
 */
import { renderToString } from 'react-dom/server';
import type { FormDefinition, ThankYouSettings } from '../../domain/contracts/forms.js';
import type { Language } from '../../domain/languages.js';
import { jsonForScript, styleUnderNonce } from '../../domain/stock-first-page.js';
import type { ServerGetJson } from '../features/vehicle-cards/server-settings.js';
import { widgetFormOf } from './api.js';
import { FORM_FIRST_SCREEN_ATTRIBUTE } from './first-screen.js';
import { FormFirstScreen, type FormProps } from './form.js';
import { formI18n } from './texts.js';

export interface FormFirstScreenInput {
  /** The element's attributes, as the block writes them. */
  element: Pick<FormProps, 'formId' | 'formKind' | 'hiddenFields' | 'columns' | 'buttonPosition' | 'heading'> & { lang: Language };
  getJson: ServerGetJson;
  /** The widget's CSS, in element.ts's order. */
  styles: string;
  /** The response's CSP nonce: the shadow root's `<style>` needs it. */
  nonce?: string | undefined;
}

/**
 * The published form the element asks for, found as the widget finds it (widgets/form/api.ts): by
 * id, or by kind among the page language's published forms. Undefined when there is none.
 */
async function definitionOf(input: FormFirstScreenInput): Promise<FormDefinition | undefined> {
  const { element, getJson } = input;
  const formId = (element.formId ?? '').trim();
  if (formId) {
    const reply = (await getJson(`/forms/${encodeURIComponent(formId)}`)) as { data?: FormDefinition };
    return reply.data;
  }
  const kind = (element.formKind ?? '').trim();
  const reply = (await getJson(`/forms?filter[language]=${element.lang}&filter[status]=published`)) as { data?: FormDefinition[] };
  const found = (Array.isArray(reply.data) ? reply.data : []).find(
    (form) => form.kind === kind && form.status === 'published' && form.language === element.lang,
  );
  return found;
}

/**
 * The element's inner HTML, or undefined when the server should leave the element bare (no such
 * published form, or a test drive, whose times depend on a retailer's hours the widget reads itself).
 */
export async function renderFormFirstScreen(input: FormFirstScreenInput): Promise<string | undefined> {
  const { element } = input;
  const definition = await definitionOf(input);
  if (!definition || !Array.isArray(definition.fields) || definition.kind === 'test_drive') return undefined;
  const [thankYou] = await Promise.all([
    // As the widget: without its settings the form still works.
    (input.getJson(`/forms/${definition.id}/settings/thank_you`) as Promise<{ data?: ThankYouSettings }>).then(
      (reply) => reply.data ?? null,
      () => null,
    ),
    formI18n.load(element.lang),
  ]);
  const form = widgetFormOf(definition, thankYou);
  const markup = renderToString(<FormFirstScreen {...element} firstScreen={form} />).replace(/ style="[^"]*"/g, '');
  return `<template shadowrootmode="open">${styleUnderNonce(input.styles, input.nonce)}${markup}</template><script type="application/json" ${FORM_FIRST_SCREEN_ATTRIBUTE}>${jsonForScript(form)}</script>`;
}
