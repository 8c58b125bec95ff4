import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TLikeStatus, TSurfboard, TSurfboardPage } from '@galim/shared/surfboards/schemas';
import { apiOrThrow } from '../../lib/api';

// Likes (favourites) of boards: the board page, every board card and the favourites page use
// them, so they live here, below the features.

export const boardKeys = {
  detail: (id: string) => ['surfboards', 'detail', id] as const,
  liked: (id: string) => ['surfboards', 'liked', id] as const,
  favorites: ['surfboards', 'favorites'] as const,
};

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
      return queryClient.invalidateQueries({ queryKey: boardKeys.favorites });
    },
  });
}

export function useFavorites(enabled = true) {
  return useQuery({
    queryKey: boardKeys.favorites,
    queryFn: ({ signal }) =>
      apiOrThrow<TSurfboardPage>('/api/surfboards/favorites', { query: { limit: 100 }, signal }),
    refetchOnWindowFocus: true,
    enabled,
  });
}
