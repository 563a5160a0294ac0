export * from './phone-verification.machine.js';
