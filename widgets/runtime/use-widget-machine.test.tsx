import { renderToStaticMarkup } from 'react-dom/server';
import { createActor, createMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { InjectedActorsProvider, useWidgetMachine, type InjectedActor } from './use-widget-machine.js';

const doorMachine = createMachine({ id: 'door', initial: 'closed', states: { closed: { on: { open: 'opened' } }, opened: {} } });

function DoorView() {
  const [state] = useWidgetMachine(doorMachine);
  return <p>{String(state.value)}</p>;
}

describe('useWidgetMachine', () => {
  it('runs the widget on its own actor when nothing is injected', () => {
    expect(renderToStaticMarkup(<DoorView />)).toBe('<p>closed</p>');
  });

  it('draws the injected actor of the same machine id, even when the widget provided its own implementations', () => {
    const lab = createActor(doorMachine).start();
    lab.send({ type: 'open' });
    const markup = renderToStaticMarkup(
      <InjectedActorsProvider actors={{ door: lab as unknown as InjectedActor }}>
        <DoorView />
      </InjectedActorsProvider>,
    );
    expect(markup).toBe('<p>opened</p>');
  });

  it('ignores an actor injected for another machine', () => {
    const other = createActor(createMachine({ id: 'window', initial: 'shut', states: { shut: {} } })).start();
    const markup = renderToStaticMarkup(
      <InjectedActorsProvider actors={{ window: other as unknown as InjectedActor }}>
        <DoorView />
      </InjectedActorsProvider>,
    );
    expect(markup).toBe('<p>closed</p>');
  });
});
