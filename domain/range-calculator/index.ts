export * from './units.js';
export * from './range-data.js';
export * from './mappers.js';
export * from './demo.js';
