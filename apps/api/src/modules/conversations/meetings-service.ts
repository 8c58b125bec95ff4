import type { Language } from '@galim/shared/i18n/languages';
import type { TMessage } from '@galim/shared/conversations/schemas';
import { MEETING_LIMITS, type TMeetingProposal } from '@galim/shared/meetings/schemas';
import type { Db } from '../../db/client';
import { apiError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { EventPublisher, Publish } from '../../plugins/events/bus';
import type { MeetingLine } from '../../plugins/events/catalog';
import { notificationTexts } from '../../i18n/he/notifications';
import type { MeetingPlaces } from '../meetings/places';
import { findBoardRow } from '../surfboards/repo';
import * as meetingsRepo from './meetings-repo';
import * as repo from './repo';
import { toMeeting, toMessage } from './serialize';
import type { ThreadAccess } from './thread-access';

// Meetings in a thread (issue 56 §3, decision 063): either side proposes a day, an hour and one
// of the admin's safe places; the other accepts it, or either changes it by proposing another
// (the open one is superseded). Each is a message of the thread, as an offer is, and the other
// side is told in their language.

const MINUTE = 60_000;

/** A meeting's time must be far enough ahead and not too far: else its 400. */
function checkTime(at: Date, now = Date.now()) {
  if (at.getTime() < now + MEETING_LIMITS.minMinutesAhead * MINUTE) {
    throw apiError('MEETING_TIME_PAST');
  }
  if (at.getTime() > now + MEETING_LIMITS.maxDaysAhead * 24 * 60 * MINUTE) {
    throw apiError('MEETING_TIME_TOO_FAR');
  }
}

export function createMeetingsService(
  db: Db,
  events: EventPublisher,
  access: ThreadAccess,
  places: MeetingPlaces,
) {
  const { requireWritable, tellOther } = access;

  /** The other side hears of a proposal or its acceptance, in their own language. */
  async function announce(
    tx: Db,
    publish: Publish,
    thread: repo.ThreadRecord,
    user: AuthUser,
    line: MeetingLine,
    text: string,
  ) {
    const board = thread.boardId
      ? ((await findBoardRow(tx, thread.boardId, 'listing'))?.board ?? null)
      : null;
    await tellOther(publish, thread, user, board, text, { meeting: line });
  }

  return {
    /**
     * A meeting at one of the shown places, at a time from half an hour to 30 days ahead. The
     * thread's open proposal, whoever made it, is superseded: this is how either side changes it.
     */
    async propose(
      user: AuthUser,
      id: string,
      input: TMeetingProposal,
      language: Language,
    ): Promise<TMessage> {
      const { thread } = await requireWritable(user, id);
      const at = new Date(input.at);
      checkTime(at);
      // Asked first without a lock (most refusals need no transaction), then again held inside
      // it: an admin may remove or hide the place in between.
      const shown = await places.find(input.placeId);
      if (!shown || !shown.active) throw apiError('MEETING_PLACE_NOT_FOUND');
      const { message, meeting, place } = await events.transaction(async (t, publish) => {
        const place = await meetingsRepo.lockOfferedPlace(t, input.placeId);
        if (!place) throw apiError('MEETING_PLACE_NOT_FOUND');
        const line: MeetingLine = {
          kind: 'meeting',
          place: { he: place.nameHe, en: place.nameEn },
          at: at.toISOString(),
        };
        const open = await meetingsRepo.lockOpenMeeting(t, thread.id);
        if (open) await meetingsRepo.decideMeeting(t, open.id, 'superseded', null);
        const text = notificationTexts.meetingLine('meeting', line.place, at);
        const message = await repo.addMessage(t, thread, user.id, text, { kind: 'meeting' });
        const meeting = await meetingsRepo.insertMeeting(t, {
          conversationId: thread.id,
          messageId: message.id,
          fromUserId: user.id,
          placeId: place.id,
          at,
        });
        await announce(t, publish, thread, user, line, text);
        return { message, meeting, place };
      });
      return toMessage(message, undefined, toMeeting({ meeting, place }, thread.buyerId, language));
    },

    /** The other side accepts the open proposal, while its time is still ahead. */
    async accept(
      user: AuthUser,
      id: string,
      meetingId: string,
      language: Language,
    ): Promise<TMessage> {
      const { thread } = await requireWritable(user, id);
      const { message, meeting, place } = await events.transaction(async (t, publish) => {
        const found = await meetingsRepo.lockMeeting(t, thread.id, meetingId);
        if (!found) throw apiError('MEETING_NOT_FOUND');
        if (found.fromUserId === user.id) throw apiError('MEETING_OWN');
        if (found.status !== 'open') throw apiError('MEETING_NOT_OPEN');
        if (found.at.getTime() <= Date.now()) throw apiError('MEETING_LAPSED');
        const place = await meetingsRepo.placeOf(t, found.placeId);
        const line: MeetingLine = {
          kind: 'meeting_accepted',
          place: { he: place.nameHe, en: place.nameEn },
          at: found.at.toISOString(),
        };
        const text = notificationTexts.meetingLine('meeting_accepted', line.place, found.at);
        const message = await repo.addMessage(t, thread, user.id, text, {
          kind: 'meeting_accepted',
        });
        const meeting = await meetingsRepo.decideMeeting(t, found.id, 'accepted', message.id);
        await announce(t, publish, thread, user, line, text);
        return { message, meeting, place };
      });
      return toMessage(message, undefined, toMeeting({ meeting, place }, thread.buyerId, language));
    },
  };
}
