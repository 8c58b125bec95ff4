import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TLikeStatus, TSurfboard, TSurfboardPage } from '@galim/shared/surfboards/schemas';
import { api, apiOrThrow } from '../../../lib/api';

// Fetchers and query hooks of the board page, likes and favourites.

export const boardKeys = {
  detail: (id: string) => ['surfboards', 'detail', id] as const,
  liked: (id: string) => ['surfboards', 'liked', id] as const,
  favorites: ['surfboards', 'favorites'] as const,
};

export function useBoard(id: string) {
  return useQuery({
    queryKey: boardKeys.detail(id),
    queryFn: ({ signal }) => apiOrThrow<TSurfboard>(`/api/surfboards/${id}`, { signal }),
  });
}

export function useLikeStatus(id: string, signedIn: boolean) {
  return useQuery({
    queryKey: boardKeys.liked(id),
    queryFn: ({ signal }) => apiOrThrow<TLikeStatus>(`/api/surfboards/${id}/liked`, { signal }),
    enabled: signedIn,
  });
}

type LikeResult = TLikeStatus & { favoriteCount: number };

/** Like or unlike; the board page, its like state and the favourites list stay in step. */
export function useToggleLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, like }: { id: string; like: boolean }) =>
      apiOrThrow<LikeResult>(`/api/surfboards/${id}/${like ? 'like' : 'unlike'}`, {
        method: 'PATCH',
      }),
    onSuccess: (result, { id }) => {
      queryClient.setQueryData(boardKeys.liked(id), {
        liked: result.liked,
        isLiked: result.isLiked,
      });
      queryClient.setQueryData<TSurfboard>(boardKeys.detail(id), (board) =>
        board ? { ...board, favoriteCount: result.favoriteCount } : board,
      );
      void queryClient.invalidateQueries({ queryKey: boardKeys.favorites });
    },
  });
}

export function useFavorites() {
  return useQuery({
    queryKey: boardKeys.favorites,
    queryFn: ({ signal }) =>
      apiOrThrow<TSurfboardPage>('/api/surfboards/favorites', { query: { limit: 100 }, signal }),
    refetchOnWindowFocus: true,
  });
}

/** A WhatsApp or e-mail click, for the seller's analytics; failures do not bother the user. */
export function recordInquiry(id: string, channel: 'whatsapp' | 'email') {
  void api(`/api/surfboards/${id}/inquiries`, { method: 'POST', body: { channel } });
}
