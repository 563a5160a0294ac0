/** English texts of the form widget; the Kurdish and Arabic tables have exactly these keys. */
import type { TextKey } from '../../runtime/i18n.js';

const formEn = {
  loading: 'Loading the form…',
  load_error: 'The form could not be loaded.',
  retry: 'Try again',
  submit: 'Send',
  sending: 'Sending…',
  required_mark: '(required)',
  choose: 'Choose…',
  day: 'Day',
  month: 'Month',
  year: 'Year',
  hour: 'Hour',
  minute: 'Minute',
  time_hint: '24-hour time',
  phone_example: 'For example',
  summary_title: 'There is a problem',
  server_error: 'Your message could not be sent. Nothing is lost: try again.',
  edit: 'Change my answers',
  rate_limited_one: 'Too many messages were sent from here. You can try again in {{count}} minute.',
  rate_limited_other: 'Too many messages were sent from here. You can try again in {{count}} minutes.',
  rate_limited_soon: 'Too many messages were sent from here. Please wait a minute and try again.',
  thank_you_heading: 'Thank you',
  thank_you_message: 'We have your message and will contact you soon.',
  reference: 'Reference',
  opening_hours: 'The retailer is open: {{hours}}. Only these times can be booked.',
};

export type FormTexts = Record<keyof typeof formEn, string>;
export type FormTextKey = TextKey<typeof formEn>;
export default formEn as FormTexts;
