import {
  conversationMeetings,
  conversationMessages,
  conversationOffers,
  conversations,
} from '../../db/schema';
import type { AccountPart } from '../../plugins/account-parts';
import { conversationsForExport, forgetInConversations } from './service';

/**
 * The conversations module's part of an account: its threads with their messages, offers and
 * meetings.
 * Its messages lose their text and the other side keeps the thread; a thread nobody is left in
 * goes (its messages and offers with it: cascade).
 */
export const conversationsAccount: AccountPart = {
  module: 'conversations',
  tables: [conversations, conversationMessages, conversationOffers, conversationMeetings],
  sections: { conversations: { order: 160, read: conversationsForExport } },
  erase: forgetInConversations,
};
