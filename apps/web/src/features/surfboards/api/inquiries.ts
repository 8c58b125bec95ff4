import { apiOrThrow } from '../../../lib/api';

// The board page's own call (the board itself is lib/queries/surfboards' boardQuery, shared with
// the edit form; its likes are lib/queries/board-likes, shared with every board card).

/** A WhatsApp or e-mail click, for the seller's analytics; failures do not bother the user. */
export function recordInquiry(id: string, channel: 'whatsapp' | 'email') {
  apiOrThrow(`/api/surfboards/${id}/inquiries`, { method: 'POST', body: { channel } }).catch(
    () => undefined,
  );
}
