import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TLikeStatus, TSurfboard, TSurfboardPage } from '@galim/shared/surfboards/schemas';
import { apiOrThrow } from '../../lib/api';
import { surfboardKeys } from '../../lib/queries/surfboards';

// Likes (favourites) of boards: the board page, every board card and the favourites page use
// them, so they live here, below the features.

export function useLikeStatus(id: string, signedIn: boolean) {
  return useQuery({
    queryKey: surfboardKeys.liked(id),
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
      queryClient.setQueryData(surfboardKeys.liked(id), {
        liked: result.liked,
        isLiked: result.isLiked,
      });
      queryClient.setQueryData<TSurfboard>(surfboardKeys.detail(id), (board) =>
        board ? { ...board, favoriteCount: result.favoriteCount } : board,
      );
      return queryClient.invalidateQueries({ queryKey: surfboardKeys.favorites });
    },
  });
}

export function useFavorites(enabled = true) {
  return useQuery({
    queryKey: surfboardKeys.favorites,
    queryFn: ({ signal }) =>
      apiOrThrow<TSurfboardPage>('/api/surfboards/favorites', { query: { limit: 100 }, signal }),
    refetchOnWindowFocus: true,
    enabled,
  });
}
