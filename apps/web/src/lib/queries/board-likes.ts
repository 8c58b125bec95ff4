import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TLikeStatus, TSurfboard, TSurfboardPage } from '@galim/shared/surfboards/schemas';
import { heSurfboards } from '../../i18n/surfboards';
import { apiOrThrow } from '../api';
import { isOffline } from '../connection';
import { surfboardKeys } from './surfboards';
import { useToast } from '../../components/ui/toast';

// Likes (favourites) of boards: the board page, every board card (on the home, stores and
// board list pages too) and the favourites page use them, so they live here, below the features.

export const likeStatusQuery = (id: string, signedIn: boolean) =>
  queryOptions({
    queryKey: surfboardKeys.liked(id),
    queryFn: ({ signal }) => apiOrThrow<TLikeStatus>(`/api/surfboards/${id}/liked`, { signal }),
    enabled: signedIn,
  });

export const useLikeStatus = (id: string, signedIn: boolean) =>
  useQuery(likeStatusQuery(id, signedIn));

type LikeResult = TLikeStatus & { favoriteCount: number };

/**
 * Like or unlike; the board page, its like state and the favourites list stay in step. Offline,
 * the change waits (a paused mutation, its button disabled meanwhile) and is sent when the
 * connection comes back, and the user is told both times. Like and unlike name the state wanted,
 * so sending it late cannot undo anything.
 */
export function useToggleLike() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    networkMode: 'online',
    onMutate: ({ like }) => {
      const queued = isOffline();
      if (queued) toast.show(heSurfboards.like.queued(like));
      return { queued };
    },
    mutationFn: ({ id, like }: { id: string; like: boolean }) =>
      apiOrThrow<LikeResult>(`/api/surfboards/${id}/${like ? 'like' : 'unlike'}`, {
        method: 'PATCH',
      }),
    onSuccess: (result, { id, like }, context) => {
      if (context?.queued) toast.success(heSurfboards.like.sent(like));
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

/** The boards the user liked (the favourites page; each card's heart reads it too). */
export const favoritesQuery = (enabled = true) =>
  queryOptions({
    queryKey: surfboardKeys.favorites,
    queryFn: ({ signal }) =>
      apiOrThrow<TSurfboardPage>('/api/surfboards/favorites', { query: { limit: 100 }, signal }),
    refetchOnWindowFocus: true,
    enabled,
  });

export const useFavorites = (enabled = true) => useQuery(favoritesQuery(enabled));
