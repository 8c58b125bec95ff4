// "Report a problem" in English: on a board, a service, a message, a seller review or a beach
// report (components/reports).

import type * as he from '../he/reports';
import type { Translation } from '@galim/shared/i18n/translation';

export const reportsTexts: Translation<typeof he.reportsTexts> = {
  button: 'Report a problem',
  title: {
    service: 'Report a problem with this service',
    surfboard: 'Report a problem with this listing',
    message: 'Report a message',
    seller_review: 'Report a review',
    beach_report: 'Report a problem with this beach report',
  },
  reason: 'Reason for reporting',
  choose: 'Choose a reason',
  reasonRequired: 'Please choose a reason',
  reasons: {
    service: {
      inaccurate: 'Wrong or misleading information',
      spam: 'Spam or advertising',
      offensive: 'Offensive content',
      unreachable: 'Cannot get in touch',
      other: 'Other',
    },
    surfboard: {
      copied_photos: 'Copied photos',
      price_too_good: 'Price too good to be true',
      sold: 'It is already sold',
      not_a_surfboard: 'Not what the listing describes',
      offensive: 'Offensive content',
      other: 'Other',
    },
    message: {
      scam: 'Scam attempt: asks for payment in advance or personal details',
      harassment: 'Harassment or abusive language',
      spam: 'Spam or advertising',
      other: 'Other',
    },
    seller_review: {
      false: 'The review is untrue or not about a real purchase',
      offensive: 'Offensive content',
      private_details: 'Reveals personal details',
      other: 'Other',
    },
    beach_report: {
      false: 'The report is untrue',
      offensive: 'Offensive content or photo',
      private_details: 'Reveals personal details or shows people in the photo',
      other: 'Other',
    },
  },
  text: 'More details',
  textRequired: 'More details (required when you choose "Other")',
  send: 'Send report',
  sent: 'Report sent, thanks! The Galim team will look into it.',
  messageSent: 'Report sent. The Galim team will read this conversation to look into it.',
  failed: 'Sending the report failed',
  login: 'Sign in to report',
};
