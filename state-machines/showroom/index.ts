export { showroomMachine, toShowroomError, type ShowroomMachine } from './showroom.machine.js';
export * from './showroom.types.js';
