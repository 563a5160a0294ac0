/**
 * The rent-a-car enquiry's first step, drawn on the server (docs/decisions.md, "Page speed as a
 * first-time visitor gets it"): the inside of `<lrdx-rent-a-car>` as a declarative shadow root with
 * the widget's styles and its own first screen (places, dates and cars come from the block's
 * settings, not from the API). Without it the element showed a short list of cars and grew to its
 * first step when it ran, pushing the page below it down. Server-only: the browser bundle never imports it.
 */
import { renderToString } from 'react-dom/server';
import type { Language } from '../../domain/languages.js';
import { styleUnderNonce } from '../../domain/stock-first-page.js';
import { RentACar, type RentACarProps } from './rent-a-car.js';
import { rentI18n } from './texts.js';

export interface RentFirstScreenInput {
  element: Omit<RentACarProps, 'lang' | 'container'> & { lang: Language };
  /** The widget's CSS, in element.ts's order. */
  styles: string;
  /** The response's CSP nonce: the shadow root's `<style>` needs it. */
  nonce?: string | undefined;
}

/** The inside of the element's declarative shadow root (the block writes the `<template>`): the widget's styles and first screen. */
export async function renderRentFirstScreen(input: RentFirstScreenInput): Promise<string> {
  await rentI18n.load(input.element.lang);
  const markup = renderToString(<RentACar {...input.element} />).replace(/ style="[^"]*"/g, '');
  return `${styleUnderNonce(input.styles, input.nonce)}${markup}`;
}
