import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TLikeStatus, TSurfboard, TSurfboardPage } from '@galim/shared/surfboards/schemas';
import type { TListingPage } from '@galim/shared/listings/form';
import type { TListingKind } from '@galim/shared/listings/kinds';
import { boardLikesTexts } from '../../i18n/he/board-likes';
import { apiOrThrow } from '../api';
import { useSyncExternalStore } from 'react';
import { useAuth } from '../auth/auth-context';
import { isConnectionError, isOffline } from '../connection';
import { pendingValue, queueWrite, subscribeWrites, type QueueResult } from '../offline-writes';
import { surfboardKeys } from './surfboards';
import { listingKeys } from './listings';
import { useToast } from '../../components/ui/toast';

// Likes (favourites) of boards and of every kind of gear: the board and gear pages, every card
// (on the home, stores and list pages too) and the favourites page use them, so they live here,
// below the features. A board is liked under /api/surfboards, gear under /api/listings (issue 53).

/** Under 'favorites': whatever refreshes the boards' favourites refreshes these too. */
const listingFavoritesKey = [...surfboardKeys.favorites, 'listings'] as const;

/** Where a listing's like is sent and which cached answers it changes: a board's, or gear's. */
const SCOPES = {
  board: {
    base: '/api/surfboards',
    liked: surfboardKeys.liked,
    detail: surfboardKeys.detail,
  },
  gear: {
    base: '/api/listings',
    liked: (id: string) => ['surfboards', 'listing-liked', id] as const,
    detail: listingKeys.detail,
  },
} as const;

/** A board (no kind, or 'board') keeps its own addresses; every other kind is gear. */
const scopeOf = (kind: TListingKind | undefined) =>
  SCOPES[!kind || kind === 'board' ? 'board' : 'gear'];

export const likeStatusQuery = (id: string, signedIn: boolean, kind?: TListingKind) => {
  const scope = scopeOf(kind);
  return queryOptions({
    queryKey: scope.liked(id),
    queryFn: ({ signal }) => apiOrThrow<TLikeStatus>(`${scope.base}/${id}/liked`, { signal }),
    enabled: signedIn,
  });
};

/** Whether the user likes the listing; `kind` is the listing's (a board without it). */
export const useLikeStatus = (id: string, signedIn: boolean, kind?: TListingKind) =>
  useQuery(likeStatusQuery(id, signedIn, kind));

type LikeResult = TLikeStatus & { favoriteCount: number };
/** The state wanted for a listing; `kind` is the listing's (a board without it). */
type LikeChange = { id: string; like: boolean; kind?: TListingKind };
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
 * Like or unlike a board, or a listing of any kind with its `kind` (gear is liked under
 * /api/listings); its page, its like state and the favourites lists stay in step. Without
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
    mutationFn: async ({ id, like, kind }: LikeChange): Promise<LikeOutcome> => {
      const scope = scopeOf(kind);
      const path = `${scope.base}/${id}/${like ? 'like' : 'unlike'}`;
      const queue = (): LikeOutcome => ({
        queued: queueWrite({
          key: likeWriteKey(id),
          method: 'PATCH',
          path,
          value: like,
          before: !like,
          userId: user?._id ?? '',
          sentMessage:
            kind && kind !== 'board'
              ? boardLikesTexts.kind.sent(like, kind)
              : boardLikesTexts.sent(like),
          refresh: [scope.liked(id), scope.detail(id), surfboardKeys.favorites],
        }),
      });
      // Behind a write of this board still waiting, so the two are not sent out of order.
      if (user && (isOffline() || pendingValue(likeWriteKey(id), user._id) !== undefined)) {
        return queue();
      }
      try {
        const sent = await apiOrThrow<LikeResult>(path, { method: 'PATCH' });
        return { sent };
      } catch (error) {
        if (user && isConnectionError(error)) return queue();
        throw error;
      }
    },
    // A read of the like state still on its way was answered before this change: it must not
    // land after it and show the old state (back from signing in, both start together).
    onMutate: ({ id, kind }) => queryClient.cancelQueries({ queryKey: scopeOf(kind).liked(id) }),
    onSuccess: (outcome, { id, like, kind }) => {
      const scope = scopeOf(kind);
      if ('queued' in outcome) {
        toast.show(boardLikesTexts.queued(like));
        // The read cancelled above comes again (it waits for the connection if it must).
        return queryClient.invalidateQueries({ queryKey: scope.liked(id) });
      }
      const result = outcome.sent;
      queryClient.setQueryData(scope.liked(id), {
        liked: result.liked,
        isLiked: result.isLiked,
      });
      queryClient.setQueryData<TSurfboard>(scope.detail(id), (board) =>
        board ? { ...board, favoriteCount: result.favoriteCount } : board,
      );
      // Boards' and gear's favourites alike (the gear's key is under the boards').
      return queryClient.invalidateQueries({ queryKey: surfboardKeys.favorites });
    },
    onError: (_error, { id, kind }) =>
      queryClient.invalidateQueries({ queryKey: scopeOf(kind).liked(id) }),
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

/** The listings of every kind the user liked (GET /api/listings/favorites), boards among them. */
export const listingFavoritesQuery = (enabled = true) =>
  queryOptions({
    queryKey: listingFavoritesKey,
    queryFn: ({ signal }) =>
      apiOrThrow<TListingPage>('/api/listings/favorites', { query: { limit: 100 }, signal }),
    refetchOnWindowFocus: true,
    enabled,
  });

export const useListingFavorites = (enabled = true) => useQuery(listingFavoritesQuery(enabled));
