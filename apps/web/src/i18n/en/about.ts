// The about page, in English.

import type * as he from '../he/about';
import type { Translation } from '@galim/shared/i18n/translation';

export const aboutTexts: Translation<typeof he.aboutTexts> = {
  title: 'About Galim',
  tabTitle: 'About',
  lead: "Galim was born on the beach, out of a wish to give Israel's surf community one place to buy and sell boards, find instructors, photographers and board repairers, and know when it's worth paddling out.",
  missionTitle: 'Our mission',
  mission:
    'To make surfing in Israel more accessible: a good board at a fair price, professionals you can trust, and a forecast that speaks surfer. We believe every board gathering dust in a storeroom can bring someone new into the water.',
  featuresTitle: "What you'll find here",
  features: [
    {
      title: 'Second-hand boards',
      text: 'Clear listings with dimensions, volume, condition and photos, fast search and filters, and direct contact with the seller on WhatsApp or by email.',
    },
    {
      title: 'Surf services',
      text: 'Surf instructors, photographers and board repairers all over Israel, with prices, areas served and contact details. Listing a service is free.',
    },
    {
      title: 'Surf forecast',
      text: 'A 7-day forecast for surf beaches from Rosh HaNikra to Zikim, with a surf score that weighs wave height, period, direction and wind.',
    },
  ],
  teamTitle: 'The team',
  team: [
    {
      name: 'Ido',
      role: 'Co-founder',
      text: "Has surfed Tel Aviv's beaches since he was 12; looks after the product and the community.",
    },
    {
      name: 'Shira',
      role: 'Co-founder',
      text: 'Software engineer and longboarder; looks after the technology and the user experience.',
    },
    {
      name: 'Claude',
      role: 'AI partner',
      text: 'Helps us write and test code and draft content, so a small team can build a big site.',
    },
  ],
  contactTitle: "Let's talk",
  contactText: "Have an idea, a question or a partnership in mind? We'd love to hear from you.",
  contactButton: 'Contact us',
};
