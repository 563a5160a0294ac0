/**
 * The vehicle page's first screen, drawn on the server (docs/decisions.md, "Page speed as a
 * first-time visitor gets it"): the widget's own screen for the vehicle, inside a declarative shadow
 * root, and the data it was drawn from as JSON, which the widget takes as its initial data when it
 * takes over on the visitor's first touch. Server-only: react-dom/server renders the widget's
 * components; the browser bundle never imports this file.
 */
import { renderToString } from 'react-dom/server';
import type { Language } from '../../domain/languages.js';
import type { ShowroomFirstScreen } from '../../domain/showroom-first-screen.js';
import { jsonForScript, styleUnderNonce } from '../../domain/stock-first-page.js';
import { loadVehiclePhrases } from '../../domain/vehicle-phrases/index.js';
import { Showroom } from './showroom.js';
import { showroomI18n } from './texts.js';

export interface ShowroomFirstScreenInput {
  data: ShowroomFirstScreen;
  lang: Language;
  /** The origin the visitor's browser reached the page on (the loader gives the element the same `api-base`). */
  origin: string;
  /** The widget's CSS (server/render/widget-styles.ts reads the files element.ts bundles). */
  styles: string;
  /** The response's CSP nonce: the shadow root's `<style>` needs it. */
  nonce?: string | undefined;
}

export interface ShowroomFirstScreenRender {
  /** The inside of the element's `<template shadowrootmode="open">`. */
  shadowHtml: string;
  /** The embedded data, safe inside a `<script type="application/json">`. */
  json: string;
}

export async function renderShowroomFirstScreen(input: ShowroomFirstScreenInput): Promise<ShowroomFirstScreenRender> {
  const { data, lang } = input;
  // The widget's first render in the browser has both (element.ts loads them before defining it).
  await Promise.all([showroomI18n.load(lang), loadVehiclePhrases(lang)]);
  const markup = renderToString(
    <Showroom vehicleId={data.vehicle.id} listKey={data.listKey} apiBase={input.origin} lang={lang} firstScreen={data} />,
  )
    // The page's CSP refuses inline style attributes; the widget sets them through the CSSOM when it
    // takes over (a picture's 16:9 ratio, which the CSS already gives).
    .replace(/ style="[^"]*"/g, '');
  return { shadowHtml: `${styleUnderNonce(input.styles, input.nonce)}${markup}`, json: jsonForScript(data) };
}
