/** English texts of the shared phone and e-mail check: they live in domain/ because the site's flow blocks default their slots to them. */
export { default } from '../../../../domain/phone-verification-texts.js';
export type { PhoneVerificationTextKey, PhoneVerificationTexts } from '../../../../domain/phone-verification-texts.js';
