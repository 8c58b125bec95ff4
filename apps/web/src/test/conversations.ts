import type {
  TConversationList,
  TConversationSummary,
  TMessage,
  TMessagesPage,
} from '@galim/shared/conversations/schemas';

// Conversations as the API answers them, for the tests of the board page, the inbox and a
// thread. Dana (the session's user, test/kit) buys; Yoni sells.

export const THREAD = 'c'.repeat(24);
export const BOARD = 'b'.repeat(24);
export const BUYER = 'a'.repeat(24);
export const SELLER = 'e'.repeat(24);

export const message = (
  id: string,
  senderId: string | null,
  body: string | null,
  risks: TMessage['risks'] = [],
): TMessage => ({
  _id: id,
  senderId,
  body,
  kind: 'text',
  risks,
  createdAt: new Date().toISOString(),
});

/** Dana's thread with Yoni about Lost Driver, one unread message unless `over` says otherwise. */
export const thread = (over: Partial<TConversationSummary> = {}): TConversationSummary => ({
  _id: THREAD,
  board: {
    _id: BOARD,
    kind: 'board',
    title: 'Lost Driver',
    price: 1700,
    image: null,
    status: 'available',
    reservedUntil: null,
    reservedForThisBuyer: false,
    locationText: 'תל אביב',
    lat: 32.08,
    lng: 34.78,
  },
  other: { _id: SELLER, name: 'יוני', image: null },
  myRole: 'buyer',
  blockedByMe: false,
  lastMessage: message('2', SELLER, 'אין תיקונים'),
  unreadCount: 1,
  updatedAt: new Date().toISOString(),
  ...over,
});

export const conversationList = (items: TConversationSummary[]): TConversationList => ({
  items,
  totalUnread: items.reduce((n, item) => n + item.unreadCount, 0),
});

export const messagesPage = (
  items: TMessage[],
  seenByOtherUpTo: string | null = null,
): TMessagesPage => ({ items, nextBefore: null, seenByOtherUpTo });
