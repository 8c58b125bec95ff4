// The publish flow for every kind of gear, in English.

import type * as he from '../he/gear-publish';
import type { Translation } from '@galim/shared/i18n/translation';

export const gearPublishTexts: Translation<typeof he.gearPublishTexts> = {
  chooseKind: 'What are you selling?',
  titles: {
    board: 'Sell a board',
    wetsuit: 'Sell a wetsuit',
    fins: 'Sell fins',
    leash: 'Sell a leash',
    bag: 'Sell a board bag',
    traction: 'Sell a traction pad',
    rack: 'Sell a rack',
    other: 'Sell other surf gear',
  },
  intro: "Fill in the item's details. Fields marked with an asterisk are required.",
  sections: {
    basics: 'Basics',
    details: 'Item details',
    images: 'Photos',
  },
  titleHint: "You can leave this empty: we'll build a title from the kind, brand and details.",
  imagesLabel: 'Photos of the item',
  range: (min: number, max: number, unit: string) => `Between ${min} and ${max} ${unit}`,
  submit: 'Publish listing',
  submitting: 'Sending…',
  busy: "The server is handling many uploads right now and your listing hasn't been saved yet. The form is kept as it is: try sending it again in a few seconds.",
  failed: 'Could not publish the listing',
  created: 'Your listing was sent',
  success: {
    title: 'Your listing was sent',
    review:
      "The listing was sent for review. Review takes 24 to 48 hours, and it appears on the site once it's approved.",
    published: 'The listing is published and shown on the site.',
    toListing: 'View the listing',
    addAnother: 'Sell another item',
  },
  edit: {
    title: 'Edit listing',
    submit: 'Save changes',
    reviewNote:
      "Changing the title, description, brand, category, location, photos or the item's details sends the listing back for review before it shows again. Changing the price or condition doesn't.",
    updated: 'The listing was updated',
    updatedForReview:
      "The listing was updated and sent for review again. It will show on the site once it's approved.",
  },
};
