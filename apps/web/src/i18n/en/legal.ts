// The privacy policy and the terms of use in English, a faithful translation of the Hebrew.

import type * as he from '../he/legal';
import type { Translation } from '@galim/shared/i18n/translation';

export const legalTexts: Translation<typeof he.legalTexts> = {
  privacy: {
    title: 'Privacy policy',
    updated: 'Last updated: 1 January 2026',
    intro:
      'Your privacy matters to us. This policy explains what information Galim collects, why, who it is shared with and how you can delete it.',
    sections: [
      {
        title: 'Information you give us',
        items: [
          'First name and last name',
          'Email address (from the Google account you signed in with)',
          'Phone number',
          'Location (optional) – region or city',
          'Photos and details of the boards and services you publish',
          'Payment details – only through secure payment providers; we do not store credit card numbers',
        ],
      },
      {
        title: 'Information collected automatically',
        items: [
          'IP address',
          'Browser and device type',
          'Access times',
          'The pages you visited',
          'Cookies and local storage in your browser, to keep you signed in and remember your preferences',
        ],
      },
      {
        title: 'Why we use the information',
        items: [
          'To show your listings and services and let buyers and customers contact you',
          'To secure your account and prevent fraud and spam',
          'To understand how the site is used and improve it (aggregate statistics)',
          'To answer your enquiries',
        ],
      },
      {
        title: 'Third-party services',
        items: [
          'Sign in with Google: signing in happens through Google, which passes us your name, email address and profile picture. We never receive your password.',
          'Open-Meteo: the surf forecast and weather data come from Open-Meteo. Our server contacts them with the location of the spot only – no personal information about you is sent to them.',
          'We do not sell personal information to anyone.',
        ],
      },
      {
        title: 'What others see',
        items: [
          'A board listing shows your name and the contact details you chose to show.',
          'Your public profile is shown only if you turned it on, and you choose which details appear on it.',
          'Reviews of sellers by buyers are visible to everyone, even when the public profile is off: only someone Galim has recorded as the buyer of a board can write one, and it is about a deal made through Galim, so that future buyers know who they are buying from. The seller can reply once, and an offensive review can be reported to the team.',
          'Photos you upload are processed to remove hidden information from them, such as the GPS location where they were taken.',
        ],
      },
      {
        title: 'Messages between buyers and sellers',
        items: [
          'Only the two people in a conversation read it. The Galim team reads a conversation only if one of you reported a message in it, and only that conversation.',
          'A message that asks for payment in advance, bank details or an ID, or suggests moving to another app, is flagged automatically: its recipient sees a warning beside it, and the Galim team sees how many such messages each account has sent, without their content.',
          "A seller's reply rate is counted from the conversations buyers opened on Galim about their boards in the last 120 days: a conversation counts when its first message is the buyer's, and it is answered if the seller wrote in it after that message, at any time. Conversations with users the seller blocked, and with deleted accounts, do not count. The rate is shown only when at least 4 different people wrote first, and only in steps: at least 75%, 85% or 95%, or every message; below 75% nothing is shown.",
          'When you block a user, only you know about it.',
          'When an account is deleted, its messages are deleted, and the other side sees "Message deleted".',
        ],
      },
      {
        title: 'Deleting information',
        items: [
          'You can delete your account at any time from the settings in My account.',
          'Account data is deleted within 30 days of deleting the account, except information the law requires us to keep.',
          'You can also ask us for a copy of your information, or to correct it, by contacting us.',
        ],
      },
    ],
    contact: 'Questions about privacy? Write to us:',
  },
  terms: {
    title: 'Terms of use',
    updated: 'Last updated: 1 January 2026',
    intro:
      'Welcome to Galim. Use of the site and the app is subject to the terms below. By using the site you agree to them.',
    sections: [
      {
        title: 'Galim is a platform only',
        items: [
          'Galim lets users publish boards and services and find one another.',
          'Galim is not a party to deals between users: the purchase, payment, handover and the quality of the board or service are the sole responsibility of the buyer and the seller.',
          'We recommend seeing a board before paying, and not sending money in advance to people you do not know.',
        ],
      },
      {
        title: 'Publishing listings and services',
        items: [
          'You are responsible for the information you publish being accurate, and for having the right to sell the board or provide the service.',
          'New listings are reviewed before they are published. We may reject, flag or remove content that breaches these terms, is misleading or is offensive.',
          'Do not publish content that infringes copyright, spam, or listings unrelated to surfing.',
        ],
      },
      {
        title: 'Prices',
        items: [
          'All services on the site are currently free.',
          'We may change these terms and the prices at any time and without prior notice. The updated version will be published on this page.',
        ],
      },
      {
        title: 'The surf forecast',
        items: [
          'The forecast is based on computer models and is shown for information only. The decision whether to go in the water is yours – always check the sea conditions on the spot.',
        ],
      },
      {
        title: 'Your account',
        items: [
          'You sign in to the site with a Google account. Keep access to your account safe.',
          'We may suspend an account that breaches these terms.',
        ],
      },
      {
        title: 'Liability',
        items: [
          'The site is provided "as is". We are not liable for damage caused by a deal between users or by reliance on the forecast.',
        ],
      },
    ],
    contact: 'Questions about these terms? Write to us:',
  },
};
