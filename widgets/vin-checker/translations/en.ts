/** English texts of the VIN checker; the catalogue's defaults (label_text, button_text, response_negative, the error text). */
const en = {
  title: 'Check your vehicle',
  paragraph: 'Enter the 17-character VIN (chassis number) to see if your vehicle needs a free service action.',
  label: 'Enter VIN Number',
  hint: '17 letters and digits, without I, O or Q. You find it on your registration card.',
  button: 'Check Vin',
  checking: 'Checking…',
  positive: 'Your vehicle is affected. Please contact your service centre to book an appointment for the parts replacement.',
  campaigns: 'Service actions for your vehicle:',
  negative: 'Your vehicle is NOT the affected vehicle.',
  invalid: 'VIN not recognised. Please check you have entered your VIN correctly or try again later.',
  failed: 'The check could not be made. Please try again.',
  rateLimited: 'Too many checks in a short time. Please try again in {{seconds}} seconds.',
  retry: 'Try again',
};
export type VinCheckerTexts = Record<keyof typeof en, string>;
export default en satisfies VinCheckerTexts;
