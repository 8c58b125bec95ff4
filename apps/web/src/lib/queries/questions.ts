import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TQuestionList, TQuestionRole } from '@galim/shared/questions/schemas';
import { apiOrThrow } from '../api';
import { useAuth } from '../auth/auth-context';
import type { TCreatedId } from '@galim/shared/common/api';
import { alertsKeys } from './alerts-keys';

// Questions to a seller: asked on the board page, answered on /profile/questions. The signed-in
// user's own data, so under 'me' (signing out removes it).

export const questionKeys = {
  all: ['me', 'questions'] as const,
  list: (role: TQuestionRole, boardId?: string) =>
    ['me', 'questions', role, boardId ?? 'all'] as const,
};

export const questionsQuery = (role: TQuestionRole, boardId?: string, enabled = true) =>
  queryOptions({
    queryKey: questionKeys.list(role, boardId),
    enabled,
    queryFn: ({ signal }) =>
      apiOrThrow<TQuestionList>('/api/questions', {
        query: { role, boardId, limit: 50 },
        signal,
      }),
  });

/** My questions about one board (on its page), or all of a role (the questions page). */
export function useQuestions(role: TQuestionRole, boardId?: string) {
  const { user } = useAuth();
  return useQuery(questionsQuery(role, boardId, Boolean(user)));
}

export function useAskQuestion(boardId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      apiOrThrow<TCreatedId>(`/api/surfboards/${boardId}/questions`, {
        method: 'POST',
        body: { body },
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: questionKeys.all }),
  });
}

export function useAnswerQuestion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: string }) =>
      apiOrThrow(`/api/questions/${id}/answer`, { method: 'POST', body: { answer } }),
    // Answering reads the question's notification: the badge drops without waiting a minute.
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: questionKeys.all }),
        qc.invalidateQueries({ queryKey: alertsKeys.notifications }),
      ]),
  });
}
