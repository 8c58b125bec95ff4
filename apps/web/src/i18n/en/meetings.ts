// Safe places to meet (issue 56 §3), in English.

import type * as he from '../he/meetings';
import type { Translation } from '@galim/shared/i18n/translation';
import { LOCALE } from './locale';

// Built on first use: the inbox reads this file's lines, and an ICU formatter costs time.
let when: Intl.DateTimeFormat | undefined;
const whenFormat = () =>
  (when ??= new Intl.DateTimeFormat(LOCALE, {
    weekday: 'long',
    day: 'numeric',
    month: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Jerusalem',
  }));

/** A meeting's day and hour in Israel ("Monday, 30/11, 18:00"). */
export const meetingWhen: typeof he.meetingWhen = (iso) => whenFormat().format(new Date(iso));

export const meetingsTexts: Translation<typeof he.meetingsTexts> = {
  propose: 'Propose a meeting place',
  change: 'Change',
  accept: 'Accept',
  formTitle: 'A safe place to meet',
  changeTitle: 'Change the meeting',
  placeLabel: 'Place',
  placeChoose: 'Choose a place',
  placesLoading: 'Loading places…',
  placesError: "We couldn't load the places. Please try again in a moment.",
  noPlaces: 'There are no meeting places in this area yet.',
  dayLabel: 'Day',
  hourLabel: 'Time',
  timeHint: 'Israel time',
  needPlace: 'Choose a place from the list',
  needTime: 'Choose a day and a time',
  send: 'Send proposal',
  sending: 'Sending…',
  cancel: 'Cancel',
  card: (name) => `Meeting: ${name}`,
  fromBuyer: "Buyer's proposal",
  fromSeller: "Seller's proposal",
  kind: {
    surf_shop: 'Surf shop',
    mall: 'Shopping centre',
    police: 'Police station',
    other: 'Public place',
  },
  status: {
    open: 'Awaiting confirmation',
    accepted: 'Set',
    superseded: 'Replaced by another proposal',
  },
  lapsed: 'This time has passed',
  km: (km) => `${km} km`,
  set: (place, at) => `Meeting set: ${place}, ${at}`,
  line: {
    meeting: (place) => `Meeting proposed: ${place}`,
    meeting_accepted: (place) => `Meeting set: ${place}`,
  },
  error: 'Something went wrong: ',
  safeDeal: (city, names) => `You can meet at one of the safe meeting places in ${city}: ${names}`,
  safeDealNear: (names) => `You can meet at one of the safe meeting places nearby: ${names}`,
  listJoin: ', ',
};
