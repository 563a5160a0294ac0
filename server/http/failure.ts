// Moved to server/failure.ts (the auth layer below http throws it too); the route families still
// import it from here until their imports are moved.
export { ApiFailure, refusal } from '../failure.js';
