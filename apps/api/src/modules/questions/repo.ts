import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { TQuestionRole } from '@galim/shared/questions/schemas';
import type { Db } from '../../db/client';
import { boardQuestions, surfboards, users } from '../../db/schema';

// The questions' queries. A question's seller is its board's: every read joins the board.

export async function insertQuestion(db: Db, values: typeof boardQuestions.$inferInsert) {
  const [row] = await db.insert(boardQuestions).values(values).returning();
  return row!;
}

/** The asker's questions about this board still waiting for an answer. */
export async function openQuestionsOf(db: Db, boardId: string, askerId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(boardQuestions)
    .where(
      and(
        eq(boardQuestions.boardId, boardId),
        eq(boardQuestions.askerId, askerId),
        isNull(boardQuestions.answer),
      ),
    );
  return row?.n ?? 0;
}

/** A question with its board's seller and title. */
export async function findQuestion(db: Db, id: string) {
  const [row] = await db
    .select({
      question: boardQuestions,
      sellerId: surfboards.sellerId,
      boardTitle: surfboards.title,
    })
    .from(boardQuestions)
    .innerJoin(surfboards, eq(surfboards.id, boardQuestions.boardId))
    .where(eq(boardQuestions.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * Writes the answer once: null when the question had one already (two taps, two devices: the
 * first answer stays, as the asker was told of it).
 */
export async function setAnswer(db: Db, id: string, answer: string, at = new Date()) {
  const [row] = await db
    .update(boardQuestions)
    .set({ answer, answeredAt: at })
    .where(and(eq(boardQuestions.id, id), isNull(boardQuestions.answer)))
    .returning();
  return row ?? null;
}

function roleCondition(role: TQuestionRole, userId: string, boardId?: string): SQL {
  return and(
    role === 'received' ? eq(surfboards.sellerId, userId) : eq(boardQuestions.askerId, userId),
    boardId ? eq(boardQuestions.boardId, boardId) : undefined,
  )!;
}

/** A page of the user's questions (received: about their boards; asked: their own). */
export async function listQuestions(
  db: Db,
  q: { role: TQuestionRole; userId: string; boardId?: string; page: number; limit: number },
) {
  const where = roleCondition(q.role, q.userId, q.boardId);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        question: boardQuestions,
        board: {
          id: surfboards.id,
          title: surfboards.title,
          images: surfboards.images,
          coverIndex: surfboards.coverIndex,
        },
        asker: { firstName: users.firstName, displayName: users.displayName },
      })
      .from(boardQuestions)
      .innerJoin(surfboards, eq(surfboards.id, boardQuestions.boardId))
      .innerJoin(users, eq(users.id, boardQuestions.askerId))
      .where(where)
      // Waiting questions first for the seller; newest first within each.
      .orderBy(
        ...(q.role === 'received' ? [sql`${boardQuestions.answer} is not null`] : []),
        desc(boardQuestions.createdAt),
        desc(boardQuestions.id),
      )
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({
        total: count(),
        unanswered: sql<number>`count(*) filter (where ${boardQuestions.answer} is null)::int`,
      })
      .from(boardQuestions)
      .innerJoin(surfboards, eq(surfboards.id, boardQuestions.boardId))
      .where(where),
  ]);
  return { rows, total: totals?.total ?? 0, unanswered: totals?.unanswered ?? 0 };
}
