// Info pages in English: contact, FAQ, and what every info page shows.

import type * as he from '../he/info';
import type { Translation } from '@galim/shared/i18n/translation';
import { LOCALE } from './locale';

export const infoTexts: Translation<typeof he.infoTexts> = {
  breadcrumbHome: 'Home',
  faq: {
    title: 'Frequently asked questions',
    intro:
      'Everything you wanted to know about buying and selling boards, surf services and the wave forecast.',
    empty: 'There are no questions here yet.',
    notFound: 'Did not find an answer?',
    footerText: 'Write to us and we will get back to you soon.',
    mailUs: (email: string) => `Email ${email}`,
    toContact: 'Go to the contact form',
  },
  contact: {
    title: 'Contact us',
    intro:
      'A question, an idea or a problem? We would love to hear from you. We usually answer within one working day.',
    form: 'Contact form',
    type: 'Topic',
    types: {
      general: 'General question',
      support: 'Technical support',
      business: 'Business partnership',
      feedback: 'Feedback and requests',
      report: 'Report a problem',
    },
    chooseType: 'Choose a topic',
    name: 'Full name',
    email: 'Email',
    subject: 'Subject',
    message: 'Message',
    messageCount: (n: number, max: number) =>
      `${n.toLocaleString(LOCALE)} of ${max.toLocaleString(LOCALE)} characters`,
    send: 'Send message',
    sending: 'Sending...',
    success: 'Your message has been sent!',
    failed: 'Your message could not be sent: ',
    rateLimited:
      'You have sent several messages in a short time. Please try again in an hour, or email us directly.',
    details: 'Contact details',
    emailLabel: 'Email',
    phoneLabel: 'Phone',
    faqLink: 'The answer may already be in the FAQ',
    required: 'Required',
  },
};
