export {
  updateCheckerMachine,
  type UpdateCheckerContext,
  type UpdateCheckerEvent,
  type UpdateCheckerMachine,
} from './update-checker.machine.js';
