import type { TQuestion, TQuestionList, TQuestionRole } from '@galim/shared/questions/schemas';
import { QUESTION_LIMITS } from '@galim/shared/questions/schemas';
import { coverImage } from '@galim/shared/images';
import { pageInfo } from '@galim/shared/pagination';
import type { Db } from '../../db/client';
import { apiError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { AlertEvents } from '../alerts/plugin';
import { findBoardRow } from '../surfboards/repo';
import { isPublicRow, isSoldPageRow } from '../surfboards/visibility';
import * as repo from './repo';

// Questions to a seller: a signed-in buyer asks about a public board, its seller answers once,
// and each hears of the other in the notification centre. Nobody else reads them: the seller
// sees the questions about their boards, the asker their own questions.

type QuestionRow = Awaited<ReturnType<typeof repo.listQuestions>>['rows'][number];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toQuestion(r: QuestionRow): TQuestion {
  return {
    _id: r.question.id,
    board: { _id: r.board.id, title: r.board.title, image: coverImage(r.board) },
    askerName: r.asker.firstName || r.asker.displayName,
    body: r.question.body,
    answer: r.question.answer,
    createdAt: r.question.createdAt.toISOString(),
    answeredAt: iso(r.question.answeredAt),
  };
}

export function createQuestionsService(
  db: Db,
  alerts: Pick<AlertEvents, 'questionAsked' | 'questionAnswered'>,
) {
  return {
    /**
     * A question about a board anyone may see and buy: not the asker's own, not sold, and not
     * while the asker still waits for answers to several questions about it.
     */
    async ask(asker: AuthUser, boardId: string, body: string): Promise<{ _id: string }> {
      const row = await findBoardRow(db, boardId);
      if (!row) throw apiError('BOARD_NOT_FOUND');
      if (row.board.sellerId === asker.id) throw apiError('QUESTION_OWN_BOARD');
      // A sold board keeps its page, without a way to reach the seller; a board out of public
      // view (an admin sees those too) takes no questions.
      if (isSoldPageRow(row)) throw apiError('BOARD_ALREADY_SOLD');
      if (!isPublicRow(row)) throw apiError('BOARD_NOT_FOUND');
      if ((await repo.openQuestionsOf(db, boardId, asker.id)) >= QUESTION_LIMITS.openPerBoard) {
        throw apiError('QUESTIONS_OPEN_LIMIT');
      }
      const q = await repo.insertQuestion(db, { boardId, askerId: asker.id, body });
      await alerts.questionAsked({
        questionId: q.id,
        userId: row.board.sellerId,
        boardId,
        boardTitle: row.board.title,
        text: body,
      });
      return { _id: q.id };
    },

    /** The seller's answer, written once. Anybody else is told the question does not exist. */
    async answer(seller: AuthUser, id: string, answer: string) {
      const found = await repo.findQuestion(db, id);
      if (!found || found.sellerId !== seller.id) throw apiError('QUESTION_NOT_FOUND');
      // Written only while it has no answer: a second answer (or a race of two) is refused.
      const saved = await repo.setAnswer(db, id, answer);
      if (!saved) throw apiError('QUESTION_ALREADY_ANSWERED');
      await alerts.questionAnswered({
        questionId: id,
        userId: saved.askerId,
        sellerId: seller.id,
        boardId: saved.boardId,
        boardTitle: found.boardTitle,
        text: answer,
      });
      return { _id: id, answer: saved.answer!, answeredAt: saved.answeredAt!.toISOString() };
    },

    async list(
      user: AuthUser,
      q: { role: TQuestionRole; boardId?: string; page: number; limit: number },
    ): Promise<TQuestionList> {
      const { rows, total, unanswered } = await repo.listQuestions(db, { ...q, userId: user.id });
      return { items: rows.map(toQuestion), ...pageInfo(total, q.page, q.limit), unanswered };
    },
  };
}
