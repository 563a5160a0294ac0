/** English texts of the shared soft-lock pieces: they live in domain/ because the site's flow blocks default their slots to them. */
export { default } from '../../../../domain/soft-lock-texts.js';
export type { SoftLockTexts } from '../../../../domain/soft-lock-texts.js';
