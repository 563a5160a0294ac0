/**
 * "Show the widget": the machine's widget beside the machine, bound to the lab's actor (the widget
 * runtime's injection point, widgets/runtime/use-widget-machine.ts), in the language QA picks. It is
 * drawn in a shadow root with the widget's own styles, as on a retailer's page; what QA does in it is
 * a lab step like any other.
 */
import { Component, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { InjectedActorsProvider } from '../../../widgets/runtime/use-widget-machine.js';
import type { LabActorFacade } from '../engine/actor-facade.js';
import type { LabEngine } from '../engine/engine.js';
import { LAB_WIDGETS } from './lab-widgets.js';

const LANGUAGES = [
  { code: 'ku', name: 'کوردی (Kurdish Sorani)' },
  { code: 'ar', name: 'العربية (Arabic)' },
  { code: 'en', name: 'English' },
];

class WidgetBoundary extends Component<{ children?: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  override render() {
    return this.state.error ? <p role="alert">The widget failed to draw this state: {this.state.error}</p> : this.props.children;
  }
}

/** A shadow root to draw into, with the widget's styles adopted once. */
function useShadowRoot(host: HTMLElement | null, styles: string[]): ShadowRoot | null {
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  useEffect(() => {
    if (!host) return;
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(styles.join('\n'));
    shadow.adoptedStyleSheets = [sheet];
    setRoot(shadow);
  }, [host, styles]);
  return root;
}

function WidgetFrame({
  machine,
  facade,
  engine,
  lang,
  apiBase,
}: {
  machine: string;
  facade: LabActorFacade;
  engine: LabEngine;
  lang: string;
  apiBase: string;
}) {
  const widget = LAB_WIDGETS[machine];
  const hostRef = useRef<HTMLDivElement>(null);
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  useEffect(() => setHost(hostRef.current), []);
  const root = useShadowRoot(host, widget?.styles ?? []);
  const actors = useMemo(() => ({ [engine.entry.machine.id]: facade }), [engine.entry, facade]);
  if (!widget) return null;
  const input = (engine.session.input ?? {}) as Record<string, unknown>;
  const View = widget.component;
  return (
    <div className="widget-host" ref={hostRef} data-widget={widget.tag} lang={lang}>
      {root &&
        createPortal(
          <InjectedActorsProvider actors={actors}>
            <WidgetBoundary>
              <View {...widget.props(input, lang, apiBase)} />
            </WidgetBoundary>
          </InjectedActorsProvider>,
          root as unknown as HTMLElement,
        )}
    </div>
  );
}

export function WidgetPanel({ engine, facade, apiBase }: { engine: LabEngine; facade: LabActorFacade; apiBase: string }) {
  const [shown, setShown] = useState(false);
  const [lang, setLang] = useState('ku');
  const widget = LAB_WIDGETS[engine.entry.name];
  return (
    <section aria-labelledby="widget-h">
      <h2 id="widget-h">Widget</h2>
      {!widget ? (
        <p>This machine has no widget of its own to draw here.</p>
      ) : (
        <>
          <p>
            <code>&lt;{widget.tag}&gt;</code> on the lab&apos;s actor: what you do in it is a step of the timeline.
            {widget.part ? ` This machine is ${widget.part}.` : ''}
          </p>
          <div className="row">
            <button type="button" aria-expanded={shown} aria-controls="widget-frame" onClick={() => setShown((s) => !s)}>
              {shown ? 'Hide the widget' : 'Show the widget'}
            </button>
            <label htmlFor="widget-lang">Language</label>
            <select id="widget-lang" value={lang} onChange={(e) => setLang((e.target as HTMLSelectElement).value)}>
              {LANGUAGES.map((l) => (
                <option key={l.code} value={l.code}>
                  {l.name}
                </option>
              ))}
            </select>
          </div>
          <div id="widget-frame">
            {shown && (
              <WidgetFrame
                key={engine.entry.name}
                machine={engine.entry.name}
                facade={facade}
                engine={engine}
                lang={lang}
                apiBase={apiBase}
              />
            )}
          </div>
        </>
      )}
    </section>
  );
}
