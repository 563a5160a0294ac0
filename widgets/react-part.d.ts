/** `part` exposes deliberate styling hooks (`::part`) of shadow content; React's types lack it. */
import 'react';

declare module 'react' {
  interface HTMLAttributes<T> {
    part?: string | undefined;
  }
}
