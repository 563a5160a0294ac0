/**
 * The action every machine writes over and over to keep one member of one event in its context:
 * `assign({ query: eventValue('query.change', 'text') })` asserts that the action runs on a
 * `query.change` (a wrong wiring fails loudly, as `assertEvent` does) and stores its `text`.
 */
import { assertEvent, type EventObject } from 'xstate';

export function eventValue<
  TEvent extends EventObject,
  const TType extends TEvent['type'],
  TKey extends keyof Extract<TEvent, { type: TType }>,
>(type: TType, key: TKey) {
  return ({ event }: { event: TEvent }): Extract<TEvent, { type: TType }>[TKey] => {
    assertEvent(event as EventObject, type);
    // Asserted above: the event is the member `type` of TEvent.
    return (event as Extract<TEvent, { type: TType }>)[key];
  };
}
