import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { conversationMessages, conversations, surfboards, users } from '../db/schema';

// Buyers' conversations with the demo sellers, answered, so a board page shows how fast its
// seller usually replies ("עונה בדרך כלל תוך…"). Each seller gets three answered threads.

const DAY = 86_400_000;
const MINUTE = 60_000;

const QUESTIONS: { body: string; answer: string }[] = [
  { body: 'יש בו תיקונים או סדקים?', answer: 'אין תיקונים, רק שריטות קטנות מהשעווה.' },
  { body: 'אפשר לראות אותו בסוף השבוע?', answer: 'כן, בשבת בבוקר ליד החוף.' },
  { body: 'המחיר כולל סנפירים ולייש?', answer: 'כולל סנפירים, הלייש לא כלול.' },
];

/** Who writes to whom, and after how many minutes each seller replies in their three threads. */
const ASKED: { seller: string; askers: string[]; minutes: number[] }[] = [
  {
    seller: 'yoni@galim.example',
    askers: ['maya@galim.example', 'omer@galim.example', 'dana@galim.example'],
    minutes: [25, 40, 95],
  },
  {
    seller: 'maya@galim.example',
    askers: ['yoni@galim.example', 'dana@galim.example', 'omer@galim.example'],
    minutes: [180, 240, 600],
  },
];

export async function seedConversations(db: Db): Promise<void> {
  const people = await db.select({ id: users.id, email: users.email }).from(users);
  const idOf = new Map(people.map((p) => [p.email, p.id]));
  for (const [n, plan] of ASKED.entries()) {
    const sellerId = idOf.get(plan.seller);
    if (!sellerId) continue;
    const boards = await db
      .select({ id: surfboards.id })
      .from(surfboards)
      .where(
        and(
          eq(surfboards.sellerId, sellerId),
          eq(surfboards.moderationStatus, 'approved'),
          eq(surfboards.isSold, false),
        ),
      )
      .orderBy(surfboards.id)
      .limit(3);
    if (boards.length === 0) continue;
    const askers = plan.askers.map((e) => idOf.get(e)).filter((id): id is string => !!id);
    if (askers.length === 0) continue;
    for (const [i, q] of QUESTIONS.entries()) {
      const createdAt = new Date(Date.now() - (10 + 5 * i + n) * DAY);
      const buyerId = askers[i % askers.length]!;
      const [thread] = await db
        .insert(conversations)
        .values({ boardId: boards[i % boards.length]!.id, buyerId, sellerId, createdAt })
        .onConflictDoNothing()
        .returning();
      if (!thread) continue;
      const answeredAt = new Date(createdAt.getTime() + plan.minutes[i]! * MINUTE);
      const [, reply] = await db
        .insert(conversationMessages)
        .values([
          { conversationId: thread.id, senderId: buyerId, body: q.body, createdAt },
          { conversationId: thread.id, senderId: sellerId, body: q.answer, createdAt: answeredAt },
        ])
        .returning({ id: conversationMessages.id });
      await db
        .update(conversations)
        .set({ lastMessageAt: answeredAt, buyerSeenUpTo: reply!.id, sellerSeenUpTo: reply!.id })
        .where(eq(conversations.id, thread.id));
    }
  }
}
