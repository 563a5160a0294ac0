/** The legal pages in English (legal-pages.ts): terms and conditions, privacy policy, cookie policy. */
import type { LegalTexts } from './legal-texts.js';

export const EN_LEGAL_TEXTS: LegalTexts = {
  terms: {
    title: 'Terms and conditions',
    description: 'The terms for using this website and for reserving or ordering a Land Rover vehicle online in Iraq.',
    intro:
      'These terms apply to everyone who uses this website and to every reservation or order made through it. The website is run by the official importer of Land Rover vehicles in Iraq together with its authorised retailers. By reserving or ordering a vehicle you accept these terms.',
    sections: [
      [
        'Vehicles, prices and availability',
        'We show the vehicles our retailers have in stock, with their specifications, pictures and prices, and we keep this information up to date. Pictures may show optional equipment, and prices may change with exchange rates, customs duties and fees. A vehicle is only yours once you have signed a sales contract with the retailer; until then the price and availability shown are not a binding offer.',
      ],
      [
        'Online reservation and deposit',
        'You can reserve a vehicle online by paying a reservation deposit. While you complete the checkout we hold the vehicle for you for a limited time, shown on the page; if the time runs out, the hold ends and the vehicle becomes available to others again.\n\nOnce your payment is confirmed, the vehicle is reserved for you and the retailer contacts you to arrange the sales contract, financing and delivery. The deposit is deducted from the price of the vehicle.',
      ],
      [
        'Cancelling a reservation',
        'You may cancel your reservation at any time before you sign the sales contract, using the cancellation link in your confirmation or by contacting the retailer. The deposit is then refunded in full to the card or account you paid with, normally within 14 working days.',
      ],
      [
        'Online orders',
        'When you order a vehicle online you give us correct and complete details. The retailer checks your order and confirms it with you before the sale is completed. We may decline or cancel an order if the vehicle is no longer available or if the price shown was clearly wrong; in that case any payment is refunded in full.',
      ],
      [
        'Payments',
        'Card payments are handled by our payment provider over a secure connection. We never see or store your full card number.',
      ],
      [
        'Our responsibility',
        'We take care that the information on this website is correct, but we are not responsible for errors we could not reasonably have avoided, or for interruptions of the website. Nothing in these terms limits the rights you have as a consumer under the laws of Iraq.',
      ],
      [
        'Applicable law and changes',
        'These terms are governed by the laws of the Republic of Iraq. We may update them from time to time; the version published on this page when you make a reservation or order applies to it.',
      ],
      [
        'Contact',
        'If you have a question about these terms, a reservation or an order, contact your retailer. You will find their phone numbers and addresses on our contact page.',
      ],
    ],
  },
  privacy: {
    title: 'Privacy policy',
    description: 'How the Land Rover importer and retailers in Iraq collect, use and protect your personal data.',
    intro:
      'We respect your privacy. This policy explains which personal data we collect when you use this website, why we use it, with whom we share it and what choices you have.',
    sections: [
      [
        'What we collect',
        'When you send an enquiry, reserve or order a vehicle, we collect your name, phone number, e-mail address and city, the vehicle you are interested in and your messages to us. When you pay, our payment provider processes your card details; we only receive confirmation of the payment.\n\nWhen you browse the website we also record technical data such as your browser type, the pages you visit and, with your consent, analytics data (see the cookie policy).',
      ],
      [
        'Why we use it',
        'We use your data to answer your enquiries, to hold and reserve vehicles for you, to complete your purchase, to verify your phone number, to prevent fraud, and to improve our website. We only send you offers if you have agreed to receive them.',
      ],
      [
        'Who we share it with',
        'We share your details with the retailer you chose, so that they can contact you and complete the sale, and with service providers who work for us, such as the payment provider and the SMS and e-mail services. We do not sell your personal data.',
      ],
      [
        'How long we keep it',
        'We keep enquiry and reservation data for as long as it is needed for the purpose it was collected for, and sales records for as long as the law requires. Data we no longer need is deleted.',
      ],
      [
        'Your choices and rights',
        'You can ask us which data we hold about you, ask us to correct or delete it, and withdraw any consent you have given at any time. Contact your retailer or use the details on our contact page.',
      ],
      ['Security', 'We protect your data with secure connections, access controls and careful handling by trained staff.'],
    ],
  },
  cookies: {
    title: 'Cookie policy',
    description: 'Which cookies and similar technologies this website uses, and how you can control them.',
    intro:
      'Cookies are small files that a website stores in your browser. This website uses a few of them, and similar storage in your browser, to work properly and, only with your consent, to measure how it is used.',
    sections: [
      [
        'Necessary cookies',
        'These make the website work: they remember your cookie choices, keep a vehicle on hold while you complete a reservation, and remember the vehicles you have saved. They cannot be turned off, because the website would not work without them.',
      ],
      [
        'Campaign cookies',
        'When you arrive through an advertisement or a link in a campaign, we store the name of that campaign (for example utm_source and utm_campaign) in a cookie, so that we know which campaigns bring visitors to us.',
      ],
      [
        'Analytics cookies',
        'With your consent we count visits and see which pages are used, so that we can improve the website. These cookies are only set after you accept them in the cookie banner.',
      ],
      [
        'Managing your choices',
        'You can change your cookie choices at any time in the cookie settings of this website, and you can delete cookies in your browser settings. If you block necessary cookies, parts of the website, such as online reservation, may not work.',
      ],
    ],
  },
};
