import type { TServiceType } from '@galim/shared/services/options';
import type { ActivityTexts } from '../he/activity';

// The lines of the admins' activity feed in English (the Hebrew ones: i18n/he/activity.ts).

const TARGET: Record<string, string> = {
  surfboard: 'a listing',
  service: 'a service',
  message: 'a message',
  seller_review: 'a seller review',
  beach_report: 'a beach report',
};

const BEACH_SIZE: Record<string, string> = {
  knee: 'knee high',
  waist: 'waist high',
  chest: 'chest high',
  head: 'head high',
  overhead: 'overhead',
};
const BEACH_SURFACE: Record<string, string> = {
  glassy: 'glassy',
  textured: 'a little texture',
  choppy: 'choppy',
  'blown-out': 'blown out',
};

const SERVICE_KIND: Record<TServiceType, string> = {
  'surf-instructor': 'Surf lessons',
  'surfboard-repair': 'Board repair',
  'surf-photographer': 'Surf photography',
};

export const enActivityTexts: ActivityTexts = {
  signedUp: (name) => `${name}: new account on Galim`,
  contactMessage: (subject) => `New enquiry: ${subject}`,
  servicePublished: (type, title) => `${SERVICE_KIND[type]}: ${title}`,
  reportFiled: (target, reason) => `Report on ${TARGET[target] ?? target}: ${reason}`,
  reportResolved: (target, reason) => `Report on ${TARGET[target] ?? target} handled: ${reason}`,
  beachReport: (spot, size, surface, text) =>
    `${spot}: ${BEACH_SIZE[size] ?? size}, ${BEACH_SURFACE[surface] ?? surface}${text ? ` · ${text}` : ''}`,
  deletedAccount: () => 'Deleted account',
};
