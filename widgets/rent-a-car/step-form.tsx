/**
 * The form of a step of the overlay (location and date; contact details): it checks nothing itself
 * (noValidate: the machine validates and the step shows the errors) and sends "next" to the
 * machine, which moves on only when the step is valid.
 */
import type { ReactNode } from 'react';
import type { RentEvent } from '../../state-machines/rent-a-car/index.js';

export function StepForm({ send, children }: { send: (event: RentEvent) => void; children: ReactNode }) {
  return (
    <form
      className="lrdx-rent__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'step.next' });
      }}
    >
      {children}
    </form>
  );
}
