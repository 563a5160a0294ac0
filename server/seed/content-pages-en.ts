/**
 * The English versions of the demo's pages (content-pages.ts has the Kurdish ones): the same paths
 * and blocks, written for English readers rather than translated word for word.
 */
import { DEMO_LIST_KEY } from '../../domain/demo-listing.js';
import { blocksQaPage, homeHeroBlock, houseOfBrandsBlock } from './catalogue-blocks-seed.js';
import { homeNewsBlock } from './story-blocks-seed.js';
import { card, link, type SeedPage } from './seed-page-parts.js';

const home: SeedPage = {
  path: '/',
  title: 'Land Rover in Iraq',
  meta_title: 'Land Rover Iraq | New and Approved Vehicles',
  meta_description: 'Explore and compare Range Rover, Defender and Discovery vehicles at the official Land Rover retailers in Iraq.',
  blocks: [
    homeHeroBlock('en'),
    {
      id: 'home-intro',
      template: 'snippet',
      props: {
        heading: 'New and approved vehicles',
        paragraph:
          'Defender, Discovery and Range Rover are available from our official retailers across Iraq. Choose your vehicle, compare specifications and contact the retailer directly.',
        alignment: 'center',
        link: link('Learn more about us', '/about-us', 'secondary'),
      },
    },
    houseOfBrandsBlock('en'),
    {
      id: 'home-stock',
      template: 'stock_locator',
      props: {
        block_scroll_id: 'stock',
        heading: 'Vehicles in stock in Iraq',
        paragraph: "Browse our retailers' latest vehicles in stock and filter them by model, year and price.",
        ci_key_list: DEMO_LIST_KEY,
        load_on: 'visible',
      },
    },
    homeNewsBlock('en'),
  ],
};

const faq = [
  {
    title: 'How do I find a vehicle in stock?',
    content:
      '<p>Go to <a href="/en/stock">vehicles in stock</a>, filter by model, year, colour and price, and choose the vehicle you like.</p>',
  },
  {
    title: 'Can I reserve a vehicle online?',
    content:
      '<p>Yes. On the vehicle page you can hold the vehicle for yourself with a small deposit; the retailer then contacts you to complete the purchase.</p>',
  },
  {
    title: 'What is the difference between new and approved vehicles?',
    content:
      '<p>An approved vehicle has been driven before, but it has been fully inspected by trained Land Rover technicians and comes with a clear history.</p>',
  },
  {
    title: 'Where can my vehicle be serviced and repaired?',
    content:
      '<p>Our official retailers in the main cities of Iraq offer full servicing and genuine parts. To book an appointment, <a href="/en/contact-us">contact us</a>.</p>',
  },
];

const aboutUs: SeedPage = {
  path: '/about-us',
  title: 'About us',
  meta_title: 'About Land Rover in Iraq',
  meta_description: 'Land Rover in Iraq: the story of the brand, the official retailers, servicing and answers to common questions.',
  blocks: [
    {
      id: 'about-hero',
      template: 'hero_banner',
      props: {
        heading: 'Land Rover in Iraq',
        heading_level: '1',
        paragraph: 'For more than seventy years we have built vehicles for every kind of road.',
        image: { src: '', alt: '' },
      },
    },
    {
      id: 'about-story',
      template: 'snippet',
      props: {
        heading: 'Our story',
        alignment: 'start',
        paragraph:
          'The first Land Rover was built in 1948 as a simple, sturdy vehicle for farms and rough tracks. Since then the name Land Rover has stood for capability off the road and comfort in the city.\n\nToday, across Iraq and the Kurdistan Region, a network of official retailers offers new and approved vehicles, servicing and genuine parts.',
      },
    },
    {
      id: 'about-why',
      template: 'content_blocks',
      props: {
        heading: 'Why Land Rover?',
        layout: 'carousel',
        columns: '3',
        items: [
          card('Capable on every road', 'Our four-wheel-drive systems are tested on snow, sand, mud and rock.'),
          card(
            'Official retailers',
            'At our official retailers your vehicle comes with a warranty and a clear history.',
            undefined,
            link('Contact us', '/contact-us', 'tertiary'),
          ),
          card('Genuine parts and service', 'Our trained technicians use only genuine Land Rover parts.'),
        ],
      },
    },
    {
      id: 'about-faq',
      template: 'accordion',
      props: {
        block_scroll_id: 'faq',
        heading: 'Frequently asked questions',
        has_schema: true,
        open_all_label: 'Open all',
        close_all_label: 'Close all',
        items: faq.map((item, index) => ({ ...item, open: index === 0 })),
      },
    },
  ],
};

const stock: SeedPage = {
  path: '/stock',
  title: 'Vehicles in stock',
  meta_title: 'Land Rover vehicles in stock in Iraq',
  meta_description: 'Search every new and approved Land Rover vehicle available in Iraq right now, by model, year and price.',
  blocks: [
    {
      id: 'stock-locator',
      template: 'stock_locator',
      props: {
        heading: 'Vehicles in stock',
        heading_level: '1',
        paragraph: "Search our retailers' new and approved vehicles, save the ones you like and enquire directly.",
        ci_key_list: DEMO_LIST_KEY,
        load_on: 'ready',
      },
    },
  ],
};

const contactUs: SeedPage = {
  path: '/contact-us',
  title: 'Contact us',
  meta_title: null,
  meta_description: 'Contact the official Land Rover retailers in Iraq for sales, test drives and servicing.',
  blocks: [
    {
      id: 'contact-intro',
      template: 'snippet',
      props: {
        heading: 'Contact us',
        heading_level: '1',
        alignment: 'start',
        paragraph:
          'The sales and service teams at our official retailers are ready to help: with a test drive, questions about prices and ways to pay, or booking a service appointment.',
        link: link('Choose a vehicle', '/stock'),
      },
    },
    {
      id: 'contact-ways',
      template: 'content_blocks',
      props: {
        heading: 'How can we help?',
        layout: 'grid',
        columns: '3',
        items: [
          card(
            'Sales',
            'Choose a vehicle in stock and send an enquiry from its page; the retailer will reply quickly.',
            undefined,
            link('Vehicles in stock', '/stock', 'tertiary'),
          ),
          card('Service', 'To book a repair or a scheduled service, contact your nearest retailer directly.'),
          card(
            'Frequently asked questions',
            'You will find answers to most questions in our FAQ.',
            undefined,
            link('Frequently asked questions', '/about-us#faq', 'tertiary'),
          ),
        ],
      },
    },
    {
      id: 'contact-form',
      template: 'form',
      props: {
        block_scroll_id: 'contact-form',
        heading: 'Send us a message',
        heading_level: '2',
        paragraph: 'Write your question and we answer within one working day.',
        form_kind: 'contact',
      },
    },
    {
      id: 'contact-retailers',
      template: 'retailer_list',
      props: {
        block_scroll_id: 'retailers',
        heading: 'Our official retailers',
        heading_level: '2',
        paragraph: 'Phone numbers, addresses and opening hours of every official Land Rover retailer in Iraq.',
      },
    },
  ],
};

export const EN_PAGES: readonly SeedPage[] = [home, aboutUs, stock, contactUs, blocksQaPage('en')];
