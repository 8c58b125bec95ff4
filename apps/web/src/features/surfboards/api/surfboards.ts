import { useQuery } from '@tanstack/react-query';
import type { TSurfboard } from '@galim/shared/surfboards/schemas';
import { boardKeys } from '../../../components/boards/likes-api';
import { api, apiOrThrow } from '../../../lib/api';

// Fetchers and query hooks of the board page (likes live in components/boards/likes-api).

export function useBoard(id: string) {
  return useQuery({
    queryKey: boardKeys.detail(id),
    queryFn: ({ signal }) => apiOrThrow<TSurfboard>(`/api/surfboards/${id}`, { signal }),
  });
}

/** A WhatsApp or e-mail click, for the seller's analytics; failures do not bother the user. */
export function recordInquiry(id: string, channel: 'whatsapp' | 'email') {
  void api(`/api/surfboards/${id}/inquiries`, { method: 'POST', body: { channel } });
}
