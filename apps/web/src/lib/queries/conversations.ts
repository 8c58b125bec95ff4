import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { CONVERSATION_LIMITS } from '@galim/shared/conversations/limits';
import type {
  TConversationList,
  TConversationOpened,
  TMessage,
  TMessagesPage,
  TSeenResult,
} from '@galim/shared/conversations/schemas';
import { apiOrThrow } from '../api';
import { useAuth } from '../auth/auth-context';
import { alertsKeys } from './alerts-keys';

// Conversations about boards (issue 43): the board page opens or continues one, the inbox lists
// them, a thread shows its messages. The signed-in user's own data, so under 'me' (signing out
// removes it). Shared by the board page and the messages pages, so it lives here.

export const conversationKeys = {
  all: ['me', 'conversations'] as const,
  list: ['me', 'conversations', 'list'] as const,
  messages: (id: string) => ['me', 'conversations', id, 'messages'] as const,
};

/** My threads, newest activity first, with their unread counts (the menu badge too). */
export const conversationsQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: conversationKeys.list,
    queryFn: ({ signal }) => apiOrThrow<TConversationList>('/api/conversations', { signal }),
    enabled,
    // Live events refresh it at once (lib/live.ts); this is the fallback.
    refetchInterval: 60_000,
  });

export function useConversations() {
  const { user } = useAuth();
  return useQuery(conversationsQuery(Boolean(user)));
}

/** A thread's messages, newest page first; "earlier messages" fetches the page before. */
export const threadMessagesQuery = (id: string, enabled: boolean) =>
  infiniteQueryOptions({
    queryKey: conversationKeys.messages(id),
    queryFn: ({ pageParam, signal }) =>
      apiOrThrow<TMessagesPage>(`/api/conversations/${id}/messages`, {
        query: { before: pageParam, limit: CONVERSATION_LIMITS.pageSize },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
    enabled,
    refetchInterval: 30_000,
  });

export function useThreadMessages(id: string) {
  const { user } = useAuth();
  return useInfiniteQuery(threadMessagesQuery(id, Boolean(user)));
}

/** The pages as one list, oldest first. */
export function threadMessages(pages: readonly TMessagesPage[] | undefined): TMessage[] {
  return [...(pages ?? [])].reverse().flatMap((page) => page.items);
}

/** Opens the thread about a board with a message, or continues mine. */
export function useOpenConversation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { boardId: string; body: string }) =>
      apiOrThrow<TConversationOpened>('/api/conversations', { method: 'POST', body: input }),
    onSettled: () => qc.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}

export function useSendMessage(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      apiOrThrow<TMessage>(`/api/conversations/${id}/messages`, {
        method: 'POST',
        body: { body },
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}

/** I have seen the thread up to this message: its unread count and the badge drop. */
export function useMarkSeen(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (upTo: string) =>
      apiOrThrow<TSeenResult>(`/api/conversations/${id}/seen`, {
        method: 'POST',
        body: { upTo },
      }),
    // The thread's notifications are read with it: the menu badge drops too.
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: conversationKeys.list }),
        qc.invalidateQueries({ queryKey: alertsKeys.notifications }),
      ]),
  });
}
