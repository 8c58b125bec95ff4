// Conversations about a board (issue 43) in English: the board page's message to the seller,
// the inbox, a thread and the safe-deal warnings.

import type * as he from '../he/conversations';
import type { Translation } from '@galim/shared/i18n/translation';
import { kindWords as KIND } from './kind-words';
import { plural } from './plural';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** "this wetsuit", "these fins". */
const thisOne = (kind: keyof typeof KIND) =>
  `${KIND[kind].plural ? 'these' : 'this'} ${KIND[kind].noun}`;

export const conversationsTexts: Translation<typeof he.conversationsTexts> = {
  board: {
    title: 'Message the seller',
    intro: (kind) =>
      `Ask the seller about ${thisOne(kind)}. Only you and the seller see the conversation, and replies reach you as notifications.`,
    label: 'Your message',
    placeholder: (kind) =>
      kind === 'board'
        ? 'e.g. Any repairs? Can I see it this weekend?'
        : KIND[kind].plural
          ? 'e.g. What condition are they in? Can I see them this weekend?'
          : 'e.g. What condition is it in? Can I see it this weekend?',
    send: 'Send message',
    sent: 'Your message was sent to the seller',
    signIn: 'Sign in and message the seller',
    signInText: (kind) =>
      `Want to ask something about ${thisOne(kind)}? Sign in and write to the seller here.`,
    ownBoard: (kind) =>
      `Buyers can message you about ${thisOne(kind)}. Conversations are in Messages.`,
    ownBoardLink: 'Go to my messages',
    continue: 'Continue the conversation',
    earlier: (kind) => `You have already written to the seller about ${thisOne(kind)}.`,
  },
  inbox: {
    title: 'Messages',
    empty: 'No conversations yet',
    emptyText:
      'You can message the seller from any board page. When buyers write to you about a board, the conversation will appear here.',
    error: 'We could not load your conversations',
    offerLine: {
      offer: (price) => `Offer: ${price}`,
      offer_accepted: (price) => `Offer of ${price} accepted`,
      offer_declined: (price) => `Offer of ${price} declined`,
    },
    noticeLine: (notice, kind) =>
      ({
        board_sold: `${capital(KIND[kind].noun)} sold`,
        reservation_released: 'Reservation released',
        board_sold_elsewhere: 'Sold to someone else',
        board_archived: 'Taken off sale',
      })[notice],
    unread: (n: number) => plural(n, { one: '1 unread message', other: '# unread messages' }),
    you: 'You: ',
    buyer: 'Buyer',
    seller: 'Seller',
    boardGone: 'Listing removed',
    someone: 'Deleted user',
  },
  thread: {
    back: 'All messages',
    loadOlder: 'Earlier messages',
    loading: 'Loading the conversation…',
    error: 'We could not load the conversation',
    notFound: 'Conversation not found',
    notFoundText: 'The link may be wrong, or the conversation is not yours.',
    label: 'Message',
    send: 'Send',
    sending: 'Sending…',
    seen: 'Seen',
    deleted: 'Message deleted',
    mine: 'You',
    status: (status) =>
      ({
        available: 'Available',
        reserved: 'Reserved',
        sold: 'Sold',
        unavailable: 'Not listed right now',
      })[status],
    notice: {
      buyer: (notice, kind) => {
        const { noun, plural: many } = KIND[kind];
        return {
          board_sold: `The ${noun} ${many ? 'were' : 'was'} sold to you! You can now review the seller.`,
          reservation_released: `The seller released the reservation of the ${noun} for you. ${many ? 'They are' : 'It is'} available to everyone again.`,
          board_sold_elsewhere: `The ${noun} ${many ? 'have' : 'has'} been sold to someone else. Thanks for your interest!`,
          board_archived: `The seller took the ${noun} off sale, so no answer about ${many ? 'them' : 'it'} will come here.`,
        }[notice];
      },
      seller: (notice, kind) => {
        const { noun } = KIND[kind];
        return {
          board_sold: `You marked the ${noun} as sold to this buyer. They can now review you.`,
          reservation_released: `You released the reservation of the ${noun}. The buyer was told.`,
          board_sold_elsewhere: `You marked the ${noun} as sold to someone else. This buyer was told.`,
          board_archived: `You took the ${noun} off sale. This buyer was told.`,
        }[notice];
      },
    },
    writeReview: 'Review the seller',
    aboutBoard: (kind) => `About the ${KIND[kind].noun}`,
    tooShort: 'Write a message',
    tooLong: (max: number) => `You can write up to ${max} characters`,
    linkTo: 'Link to ',
    linkOpen: 'Open link',
    linkWarning: 'This link leaves Galim. Only open it if you trust the person who sent it.',
    report: 'Report',
    reportLabel: 'Report this message',
    more: 'More options',
    block: (name: string) => `Block ${name}`,
    unblock: (name: string) => `Unblock ${name}`,
    blockConfirmTitle: 'Block this user?',
    blockConfirm:
      'You will not be able to message each other, and this user’s boards will not appear in your lists. You can unblock them at any time.',
    blockAction: 'Block',
    cancel: 'Cancel',
    blocked: 'You blocked this user: you cannot message each other.',
    blockedToast: 'User blocked',
    unblockedToast: 'User unblocked',
    blockFailed: 'We could not update the block. Please try again.',
    blockedTitle: 'Users you blocked',
  },
  risk: {
    title: 'Before you go on',
    payment:
      'This message asks you to pay through an app or by bank transfer. Only pay after you have seen the board in person.',
    payment_link:
      'This link looks like a Bit, PayBox or PayPal payment page, but it is not on their site. Do not enter card or account details there.',
    deposit:
      'This message asks for a deposit or payment in advance. Never pay a deposit for a board you have not seen.',
    bank_details:
      'This message includes bank account details. Do not send money to the account of someone you have not met.',
    identity:
      'This message asks for an ID or personal details. There is no reason to send them to buy a board.',
    off_platform:
      'This message suggests moving to another app. Here on Galim, we can warn you and help if something goes wrong.',
    safeDeal: 'Buying safely: what to check',
    report: 'Looks like a scam? Report it to us',
    marked: 'This message looks suspicious too',
    toWarning: 'See the warning',
  },
};
