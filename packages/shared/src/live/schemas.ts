import { z } from 'zod';
import { ZNotification } from '../alerts/schemas';
import { ZId } from '../common/api';

// Live updates (issue 43): GET /api/live is a Server-Sent Events stream of the signed-in user's
// events. Each event has an id (growing, never reused), a type and a JSON payload; a client
// that lost the stream opens it again with the last id it saw and gets what came after.

/** An event id: a positive whole number, as text (the SSE `id:` field, `Last-Event-ID`). */
export const ZLiveEventId = z.string().regex(/^\d{1,15}$/, 'digits only');

/** `?lastEventId=` for clients that cannot set the `Last-Event-ID` header. */
export const ZLiveQuery = z.object({ lastEventId: ZLiveEventId.optional() });
export type TLiveQuery = z.infer<typeof ZLiveQuery>;

export const LIVE_EVENT_TYPES = ['notification', 'conversation'] as const;
export type TLiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** `event: notification`: a new notification of the centre, as GET /api/notifications lists it. */
export const ZLiveNotification = ZNotification;
export type TLiveNotification = z.infer<typeof ZLiveNotification>;

/**
 * `event: conversation`: a thread of mine changed: a new message in it, or the other side saw
 * it (their "נקרא" pointer moved). Sent for every message, whatever the notifications' 10-minute
 * throttle: an open thread shows each one at once. The client reads the thread again.
 */
export const ZLiveConversation = z.object({
  conversationId: ZId,
  change: z.enum(['message', 'seen']),
});
export type TLiveConversation = z.infer<typeof ZLiveConversation>;

/** What each event type carries in its `data:` line. */
export interface TLivePayloads {
  notification: TLiveNotification;
  conversation: TLiveConversation;
}

/** How long the server keeps events for a client to resume from. */
export const LIVE_EVENTS_KEPT_MS = 24 * 60 * 60 * 1000;
/** The `retry:` the stream asks clients to wait before they reconnect. */
export const LIVE_RETRY_MS = 3_000;
