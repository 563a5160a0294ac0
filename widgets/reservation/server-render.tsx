/**
 * The reservation's welcome, drawn on the server (docs/decisions.md, "Page speed as a first-time
 * visitor gets it"): the inside of `<lrdx-reservation>` as a declarative shadow root with the
 * widget's styles and its landing screen in the page language, with the block's own slot texts.
 * Without it the page's largest paint was that welcome once the bundle, its texts and three API
 * answers had come. It needs nothing from the API, so a page that holds it stays as cacheable as
 * before. The widget shows these same nodes while its first answer comes (screens.tsx), then goes
 * on from them. Server-only: the browser bundle never imports it.
 */
import { renderToString } from 'react-dom/server';
import type { Language } from '../../domain/languages.js';
import { styleUnderNonce } from '../../domain/stock-first-page.js';
import { readOverrides, useSlotTexts } from '../features/flow/slot-texts.js';
import { Landing } from './landing.js';
import { FlowFrame } from '../features/flow/frame.js';
import { RESERVATION_SLOT_ALIASES, reservationI18n } from './texts.js';

export interface ReservationFirstScreenInput {
  /** The element's `lang` and `texts` attributes, as the block writes them. */
  element: { lang: Language; texts?: string | undefined };
  /** The widget's CSS, in element.ts's order. */
  styles: string;
  /** The response's CSP nonce: the shadow root's `<style>` needs it. */
  nonce?: string | undefined;
}

function DrawnLanding({ lang, texts }: ReservationFirstScreenInput['element']) {
  // The widget's own hook: the texts are loaded before, so its first state already holds them.
  const slot = useSlotTexts(reservationI18n, lang, readOverrides(texts ?? '{}'), RESERVATION_SLOT_ALIASES);
  if (!slot) throw new Error('reservation texts not loaded');
  return (
    <FlowFrame flow="reservation" language={slot.language} ready state={JSON.stringify('landing')}>
      <Landing t={slot.t} focus={false} onStart={() => undefined} />
    </FlowFrame>
  );
}

/** The inside of the element's declarative shadow root (the block writes the `<template>`): the widget's styles and welcome. */
export async function renderReservationFirstScreen(input: ReservationFirstScreenInput): Promise<string> {
  await reservationI18n.load(input.element.lang);
  const markup = renderToString(<DrawnLanding {...input.element} />);
  return `${styleUnderNonce(input.styles, input.nonce)}${markup}`;
}
