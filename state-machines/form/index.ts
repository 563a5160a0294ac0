export { formMachine, refusedFields, type FormMachine } from './form.machine.js';
export * from './form.types.js';
