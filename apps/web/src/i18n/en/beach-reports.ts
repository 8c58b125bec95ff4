// Reports from the beach (issue 44) in English: the spot page's section, its form, and the
// reporter's history in the profile.

import type * as he from '../he/beach-reports';
import type { Translation } from '@galim/shared/i18n/translation';

export const beachReportsTexts: Translation<typeof he.beachReportsTexts> = {
  title: 'Beach reports',
  intro:
    'What surfers saw at the beach in the last three hours, beside the forecast for that hour.',
  none: 'No reports from the last few hours yet. Be the first to report!',
  loadError: 'We could not load the reports',
  post: 'Report what you see',
  signIn: 'Sign in to report what you see at the beach',
  signInLink: 'Sign in',
  formTitle: (spot: string) => `Beach report: ${spot}`,
  size: 'Wave size compared to a surfer',
  surface: 'Surface',
  crowd: 'How many in the water',
  sizes: {
    knee: 'Knee-high',
    waist: 'Waist-high',
    chest: 'Chest-high',
    head: 'Head-high',
    overhead: 'Overhead',
  },
  surfaces: {
    glassy: 'Glassy',
    textured: 'A bit textured',
    choppy: 'Choppy',
    'blown-out': 'Blown out',
  },
  crowds: {
    empty: 'Empty',
    few: 'A few out',
    crowded: 'Crowded',
  },
  photo: 'Photo (optional)',
  photoChoose: 'Choose a photo',
  photoChange: 'Change the photo',
  photoNote:
    'We save a fresh copy of the photo, without the location and other details the camera writes into it.',
  text: 'A few words (optional)',
  count: (n: number, max: number) => `${n}/${max}`,
  share: 'Share your location to confirm you are at the beach',
  shareNote: 'Your location is checked once against the spot and is not saved.',
  choose: 'Choose the wave size, the surface and how many are in the water',
  send: 'Send report',
  sending: 'Sending…',
  cancel: 'Cancel',
  close: 'Close',
  sent: 'Report sent, thanks!',
  sentNoPhoto: (why: string) => `Report sent, but the photo was not attached: ${why}`,
  noLocation: 'We did not get your location, so the report was sent without beach confirmation',
  failed: 'Sending the report failed',
  ago: (minutes: number) =>
    minutes < 1 ? 'just now' : minutes < 60 ? `${minutes} min ago` : agoHours(minutes),
  onBeach: 'At the beach',
  onBeachTitle: 'Sent from within 3 km of the spot',
  forecastAt: (hour: string) => `Forecast for ${hour}:`,
  noForecast: 'No forecast for this hour',
  thank: 'Thanks',
  thanks: (n: number) => `Thanks (${n})`,
  thankLabel: (name: string, n: number) =>
    `Thank ${name} for the report (${n} ${n === 1 ? 'thank-you' : 'thank-yous'} so far)`,
  thankSignIn: 'Sign in to thank someone for a report',
  report: 'Report a problem',
  reportLabel: (name: string) => `Report a problem with ${name}’s report`,
  photoAlt: (spot: string, ago: string) => `Photo from the beach at ${spot}, ${ago}`,
  push: 'Send me a push notification when someone reports head-high or bigger waves and glassy or slightly textured water here',
  pushOnReport: 'Also push beach reports: head-high waves, glassy or slightly textured water',
  pushNeedsAlert:
    'Want a push when someone reports good waves here? Set a surf alert for this spot.',
  pushOn: 'You will get a push for a good beach report from this spot',
  pushOff: 'No push for beach reports from this spot',
  history: {
    title: 'My beach reports',
    none: 'You have not reported from the beach yet. You can report from any spot’s forecast page.',
    thanks: (n: number) => (n === 1 ? 'Thanked once' : `Thanked ${n} times`),
  },
};

function agoHours(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? 'yesterday' : `${days} days ago`;
}
