export { rentACarMachine } from './rent-a-car.machine.js';
export type {
  ContactErrors,
  ContactForm,
  ContactValue,
  ContactValues,
  FetchContactFormInput,
  RentContext,
  RentEvent,
  RentInput,
  SendInquiryInput,
  SendInquiryOutput,
} from './rent-a-car.types.js';
