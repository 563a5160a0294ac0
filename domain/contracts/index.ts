/** Request and response bodies that the server's routes and the widgets share (architecture: wire types live here). */
export type * from './buy-online.js';
export type * from './leads.js';
export type * from './verification.js';
export type * from './forms.js';
export type * from './cms.js';
export type * from './listings.js';
export type * from './stock.js';
