/** The en texts, a lazily loaded chunk of the widget; the table itself lives in domain/ (shared with the server page). */
export { default } from '../../../domain/showroom-texts/en.js';
