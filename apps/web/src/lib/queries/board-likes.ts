import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TLikeStatus, TSurfboard, TSurfboardPage } from '@galim/shared/surfboards/schemas';
import { boardLikesTexts } from '../../i18n/he/board-likes';
import { apiOrThrow } from '../api';
import { useSyncExternalStore } from 'react';
import { useAuth } from '../auth/auth-context';
import { isConnectionError, isOffline } from '../connection';
import { pendingValue, queueWrite, subscribeWrites, type QueueResult } from '../offline-writes';
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
type LikeOutcome = { sent: LikeResult } | { queued: QueueResult };

const likeWriteKey = (id: string) => `like:${id}`;

/**
 * Whether a like or unlike of this board waits for the connection (true / false), or undefined:
 * the heart shows the state wanted, across a reload, until it is sent.
 */
export function usePendingLike(id: string): boolean | undefined {
  const { user } = useAuth();
  const value = useSyncExternalStore(
    subscribeWrites,
    () => pendingValue(likeWriteKey(id), user?._id),
    () => undefined,
  );
  return typeof value === 'boolean' ? value : undefined;
}

/**
 * Like or unlike; the board page, its like state and the favourites list stay in step. Without
 * a connection (offline, or the request could not get through) the change is kept in the
 * offline-writes queue (lib/offline-writes.ts), the heart shows it at once, and the user is told
 * once that it will be sent; it is sent when the connection returns, even after a reload. Like
 * and unlike name the state wanted, so sending it late cannot undo anything; a like and an
 * unlike made offline cancel out.
 */
export function useToggleLike() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { user } = useAuth();
  return useMutation({
    // Runs offline too: it queues itself rather than pausing in memory (lost on leaving).
    networkMode: 'always',
    mutationFn: async ({ id, like }: { id: string; like: boolean }): Promise<LikeOutcome> => {
      const queue = (): LikeOutcome => ({
        queued: queueWrite({
          key: likeWriteKey(id),
          method: 'PATCH',
          path: `/api/surfboards/${id}/${like ? 'like' : 'unlike'}`,
          value: like,
          before: !like,
          userId: user?._id ?? '',
          sentMessage: boardLikesTexts.sent(like),
          refresh: [surfboardKeys.liked(id), surfboardKeys.detail(id), surfboardKeys.favorites],
        }),
      });
      // Behind a write of this board still waiting, so the two are not sent out of order.
      if (user && (isOffline() || pendingValue(likeWriteKey(id), user._id) !== undefined)) {
        return queue();
      }
      try {
        const sent = await apiOrThrow<LikeResult>(
          `/api/surfboards/${id}/${like ? 'like' : 'unlike'}`,
          { method: 'PATCH' },
        );
        return { sent };
      } catch (error) {
        if (user && isConnectionError(error)) return queue();
        throw error;
      }
    },
    // A read of the like state still on its way was answered before this change: it must not
    // land after it and show the old state (back from signing in, both start together).
    onMutate: ({ id }) => queryClient.cancelQueries({ queryKey: surfboardKeys.liked(id) }),
    onSuccess: (outcome, { id, like }) => {
      if ('queued' in outcome) {
        toast.show(boardLikesTexts.queued(like));
        // The read cancelled above comes again (it waits for the connection if it must).
        return queryClient.invalidateQueries({ queryKey: surfboardKeys.liked(id) });
      }
      const result = outcome.sent;
      queryClient.setQueryData(surfboardKeys.liked(id), {
        liked: result.liked,
        isLiked: result.isLiked,
      });
      queryClient.setQueryData<TSurfboard>(surfboardKeys.detail(id), (board) =>
        board ? { ...board, favoriteCount: result.favoriteCount } : board,
      );
      return queryClient.invalidateQueries({ queryKey: surfboardKeys.favorites });
    },
    onError: (_error, { id }) =>
      queryClient.invalidateQueries({ queryKey: surfboardKeys.liked(id) }),
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
