import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { conversationsAccount } from './account';
import { tellOpenPages } from './live';
import { createThreadModeration } from './moderation-service';
import { createLikersOffer } from './likers-offer';
import { createMeetingsService } from './meetings-service';
import { createOffersService } from './offers-service';
import { messageReportTarget } from './report-targets';
import { createConversationsService } from './service';
import { createThreadAccess } from './thread-access';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The conversations module's services, built once (modules/conversations/plugin.ts):
     * `threads` (lists, messages, seen), `offers` (an offer and its answer, over the same thread
     * access), `likersOffer` (the seller's offer to a board's likers) and `moderation` (a
     * reported thread, for moderators).
     */
    conversations: {
      threads: ReturnType<typeof createConversationsService>;
      offers: ReturnType<typeof createOffersService>;
      /** A seller's offer to everyone who liked a board (issue 55). */
      likersOffer: ReturnType<typeof createLikersOffer>;
      moderation: ReturnType<typeof createThreadModeration>;
      /** A meeting at a safe place, proposed, changed and accepted in a thread (issue 56). */
      meetings: ReturnType<typeof createMeetingsService>;
    };
  }
}

/**
 * The conversations module: its services, once, its part of an account and its report target,
 * and what it hears of its own events (the open pages follow a thread live).
 */
export const conversationsPlugin = fp(
  async (app: FastifyInstance) => {
    app.accountParts.register(conversationsAccount);
    app.reportTargets.register(messageReportTarget);
    const access = createThreadAccess(app.db);
    app.decorate('conversations', {
      threads: createConversationsService(app.db, app.events, access),
      offers: createOffersService(app.db, app.events, access),
      likersOffer: createLikersOffer(app.db, app.events, access),
      moderation: createThreadModeration(app.db),
      meetings: createMeetingsService(app.db, app.events, access, app.meetingPlaces),
    });
    tellOpenPages(app);
  },
  { name: 'conversations', dependencies: ['meetings'] },
);
