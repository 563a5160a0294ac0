/** Every machine's event payload forms, read from the machines' types at build time (build/event-schemas.mjs). */
declare module 'virtual:lab-event-schemas' {
  import type { EventSchemas } from '../engine/event-schema.js';
  const schemas: EventSchemas;
  export default schemas;
}
