import type { App } from '../app';
import { conversationMeetings, conversationMessages, meetingPlaces } from '../db/schema';

// Safe places to meet and meetings at them (issue 56), straight in the database.

/** A safe place to meet (issue 56), in Herzliya unless told otherwise. */
export async function insertMeetingPlace(
  app: App,
  values: Partial<typeof meetingPlaces.$inferInsert> = {},
): Promise<string> {
  const [row] = await app.db
    .insert(meetingPlaces)
    .values({
      city: 'הרצליה',
      kind: 'mall',
      nameHe: 'קניון שבעת הכוכבים',
      nameEn: 'Seven Stars Mall',
      addressHe: 'שדרות שבעת הכוכבים 8, הרצליה',
      addressEn: '8 Sderot Shivat HaKokhavim, Herzliya',
      lat: 32.165,
      lng: 34.844,
      ...values,
    })
    .returning();
  return row!.id;
}

/** An open meeting proposal in a thread, by `fromUserId`, a day ahead at a new place. */
export async function insertMeeting(
  app: App,
  { threadId, fromUserId }: { threadId: string; fromUserId: string },
): Promise<string> {
  const placeId = await insertMeetingPlace(app);
  const [message] = await app.db
    .insert(conversationMessages)
    .values({ conversationId: threadId, senderId: fromUserId, body: 'מפגש', kind: 'meeting' })
    .returning();
  const [meeting] = await app.db
    .insert(conversationMeetings)
    .values({
      conversationId: threadId,
      messageId: message!.id,
      fromUserId,
      placeId,
      at: new Date(Date.now() + 86_400_000),
    })
    .returning();
  return meeting!.id;
}
