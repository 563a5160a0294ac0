/** One showroom specification's value: codes and names isolated, the paint's own name beside its colour family (domain/colour-names.ts). */
import type { ShowroomSpec } from '../../domain/showroom-specs.js';

export function SpecValue({ spec }: { spec: Pick<ShowroomSpec, 'value' | 'isolate' | 'paint'> }) {
  return (
    <>
      {spec.isolate ? <bdi>{spec.value}</bdi> : spec.value}
      {/* Never the paint's name alone: it follows its colour family in the page language. */}
      {spec.paint ? (
        <>
          {' ('}
          <bdi>{spec.paint}</bdi>)
        </>
      ) : null}
    </>
  );
}
