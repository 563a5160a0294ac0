/**
 * "Add to the page" beside each palette entry: a single-pointer and keyboard alternative to
 * dragging a block onto the canvas (WCAG 2.2, 2.5.7 Dragging Movements). It appends the block at
 * the end of the page; the editor then moves it with Puck's own controls if needed.
 */
import { createUsePuck } from '@puckeditor/core';
import type { PointerEvent } from 'react';

const usePuckApi = createUsePuck();

/** Puck's zone for the page's top-level blocks. */
const ROOT_ZONE = 'root:default-zone';

export function AddBlockButton({ name, label, blockLabel }: { name: string; label: string; blockLabel: string }) {
  const dispatch = usePuckApi((state) => state.dispatch);
  const count = usePuckApi((state) => state.appState.data.content.length);
  return (
    <button
      type="button"
      className="cms-add-block"
      aria-label={`${label}: ${blockLabel}`}
      // The palette entry is draggable: a press on the button must not start a drag.
      onPointerDown={(event: PointerEvent) => event.stopPropagation()}
      onClick={() => dispatch({ type: 'insert', componentType: name, destinationIndex: count, destinationZone: ROOT_ZONE })}
    >
      +
    </button>
  );
}
