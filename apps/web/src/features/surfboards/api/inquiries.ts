import { api } from '../../../lib/api';

// The board page's own calls (the board itself is lib/queries/surfboards' boardQuery; likes
// live in components/boards/likes-api).

/** A WhatsApp or e-mail click, for the seller's analytics; failures do not bother the user. */
export function recordInquiry(id: string, channel: 'whatsapp' | 'email') {
  void api(`/api/surfboards/${id}/inquiries`, { method: 'POST', body: { channel } });
}
