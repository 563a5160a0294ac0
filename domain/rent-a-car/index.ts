export * from './config.js';
export * from './booking.js';
export * from './inquiry.js';
