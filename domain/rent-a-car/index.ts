export * from './config.js';
export * from './booking.js';
