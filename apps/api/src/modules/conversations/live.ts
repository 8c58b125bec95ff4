import type { FastifyInstance } from 'fastify';

/**
 * A thread's open pages follow it live (GET /api/live): the conversations module hears its own
 * events, each delivered after its write committed (decision 054), and tells the user's open
 * apps what changed. A rolled-back message is shown to no one; a failed live publish is tried
 * again by the bus.
 */
export function tellOpenPages(app: FastifyInstance) {
  const on = app.events.subscriber('conversations-live').on;
  const tell = (userId: string, conversationId: string, change: 'message' | 'seen') =>
    app.live.publish(userId, 'conversation', { conversationId, change });

  // A message, an offer or its answer: the side it was written to.
  on('message.sent', (m) => tell(m.userId, m.conversationId, 'message'));
  // The seller's notice in the buyer's thread (a reservation released, the board sold to them).
  on('conversation.noticed', (n) => tell(n.buyerId, n.conversationId, 'message'));
  // Read: the writer's open pages show "seen".
  on('conversation.seen', async (s) => {
    if (s.otherId) await tell(s.otherId, s.conversationId, 'seen');
  });
}
