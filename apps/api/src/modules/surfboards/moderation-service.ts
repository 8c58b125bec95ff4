import {
  type TAdminBoardFilter,
  type TAdminBoardStats,
  type TAdminSurfboard,
} from '@galim/shared/admin/schemas';
import type { TListingKind } from '@galim/shared/listings/kinds';
import type { Db } from '../../db/client';
import { apiError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { recordActivity } from '../activity/service';
import { clearHolds, openHolds, placeHold } from '../holds/repo';
import { serializeAdminBoard, type ModerationFacts } from './serialize';
import type { EventPublisher } from '../../plugins/events/bus';
import { describe } from './board-access';
import { findBoardRecords, findBoardRow, type BoardRow } from './repo';
import {
  holdApprovedBoard,
  moderationList,
  moderationStats,
  openBoardReports,
  resolveBoardReports,
  sellerHistories,
  setModerationStatus,
} from './moderation-repo';

export type ModerationAction = 'approve' | 'reject' | 'flag';

type Hold = Awaited<ReturnType<typeof openHolds>>[number];

/** A copied photo's matches, as stored (details are JSON: anything but an array is none). */
const matchesOf = (h: Hold): Record<string, unknown>[] =>
  h.kind === 'copied_photo' && Array.isArray((h.details as { matches?: unknown }).matches)
    ? (h.details as { matches: Record<string, unknown>[] }).matches
    : [];

/**
 * Each copied photo's other listing with its kind (`otherKind`), for the moderator's link to
 * its page (issue 53): the stored details name the listing only.
 */
async function withOtherKinds(db: Db, holds: Hold[]): Promise<Hold[]> {
  const ids = holds.flatMap((h) =>
    matchesOf(h).flatMap((m) => (typeof m.otherBoardId === 'string' ? [m.otherBoardId] : [])),
  );
  if (!ids.length) return holds;
  const kinds = new Map(
    (await findBoardRecords(db, [...new Set(ids)], 'listing')).map((b) => [b.id, b.kind]),
  );
  return holds.map((h) =>
    matchesOf(h).length
      ? {
          ...h,
          details: {
            ...(h.details as object),
            matches: matchesOf(h).map((m) => ({
              ...m,
              otherKind: kinds.get(m.otherBoardId as string),
            })),
          },
        }
      : h,
  );
}

/**
 * Reports from enough different users hold the board (the reports module decides when): a
 * `reports` hold, and an approved board leaves public view (pending) until a moderator decides,
 * both in one transaction. True when the board was public until now.
 */
export function holdReportedBoard(db: Db, boardId: string, reporters: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await placeHold(tx, boardId, 'reports', { reporters });
    return holdApprovedBoard(tx, boardId);
  });
}

/**
 * Board moderation: approve and reject only a pending board; reject needs notes;
 * flag any board not already flagged, with a reason. The owner sees the result and the notes
 * on their board (serializeBoard shows moderationNotes to the owner and admins).
 */
export function createBoardModeration(db: Db, events: EventPublisher) {
  /** Each board's holds, open reports and seller history: three queries for any number. */
  async function withFacts(rows: BoardRow[], viewer: AuthUser): Promise<TAdminSurfboard[]> {
    const ids = rows.map((r) => r.board.id);
    const [holds, reports, histories] = await Promise.all([
      openHolds(db, ids).then((found) => withOtherKinds(db, found)),
      openBoardReports(db, ids),
      sellerHistories(db, [...new Set(rows.map((r) => r.board.sellerId))]),
    ]);
    return rows.map((row) => {
      const id = row.board.id;
      const mine = reports.filter((r) => r.boardId === id);
      const history = histories.find((h) => h.sellerId === row.board.sellerId);
      const facts: ModerationFacts = {
        holds: holds
          .filter((h) => h.surfboardId === id)
          .map((h) => ({ kind: h.kind, details: h.details, createdAt: h.createdAt.toISOString() })),
        reports: {
          open: mine.length,
          reporters: new Set(mine.flatMap((r) => (r.reporterId ? [r.reporterId] : []))).size,
          items: mine.map((r) => ({
            reason: r.reason,
            text: r.text,
            createdAt: r.createdAt.toISOString(),
          })),
        },
        sellerHistory: {
          memberSince: (history?.memberSince ?? row.board.createdAt).toISOString(),
          published: history?.published ?? 0,
          rejected: history?.rejected ?? 0,
          reported: history?.reported ?? 0,
          riskyMessages: history?.riskyMessages ?? 0,
        },
      };
      return serializeAdminBoard(row, viewer, facts);
    });
  }

  return {
    async list(
      status: TAdminBoardFilter,
      viewer: AuthUser,
      kind?: TListingKind,
    ): Promise<TAdminSurfboard[]> {
      return withFacts(await moderationList(db, status, kind), viewer);
    },

    stats(): Promise<TAdminBoardStats> {
      return moderationStats(db);
    },

    /**
     * Approve or reject clears the board's holds and resolves its open reports in the same
     * transaction as the decision; once it committed the seller and the reporters are told.
     */
    async moderate(
      id: string,
      action: ModerationAction,
      notes: string | undefined,
      viewer: AuthUser,
    ): Promise<TAdminSurfboard> {
      // Every kind of gear comes to the one queue (issue 53).
      const row = await findBoardRow(db, id, 'listing');
      if (!row) throw apiError('BOARD_NOT_FOUND');
      const current = row.board.moderationStatus;
      const text = notes?.trim() || null;
      if ((action === 'approve' || action === 'reject') && current !== 'pending') {
        throw apiError('BOARD_NOT_PENDING');
      }
      if (action === 'flag' && current === 'flagged') throw apiError('BOARD_ALREADY_FLAGGED');
      if ((action === 'reject' || action === 'flag') && !text) {
        throw apiError('MODERATION_NOTES_REQUIRED', {
          details: [{ path: 'body.notes', message: 'MODERATION_NOTES_REQUIRED' }],
        });
      }
      const status = { approve: 'approved', reject: 'rejected', flag: 'flagged' } as const;
      // Compare-and-set: a concurrent moderator cannot approve what was just rejected; the
      // decision, its activity row, the cleared holds, resolved reports and the event telling
      // the seller and the reporters commit together.
      await events.transaction(async (tx, publish) => {
        const changed = await setModerationStatus(tx, id, current, {
          moderationStatus: status[action],
          moderationNotes: text,
        });
        if (!changed) {
          throw apiError(action === 'flag' ? 'BOARD_ALREADY_FLAGGED' : 'BOARD_NOT_PENDING');
        }
        await recordActivity(
          tx,
          `surfboard_${status[action]}`,
          row.board.sellerId,
          describe(row.board),
        );
        let reporterIds: string[] = [];
        if (action !== 'flag') {
          await clearHolds(tx, id, viewer.id);
          reporterIds = await resolveBoardReports(tx, id, viewer.id);
        }
        await publish('listing.moderated', { boardId: id, action, notes, reporterIds });
      });
      const [board] = await withFacts([(await findBoardRow(db, id, 'listing'))!], viewer);
      return board!;
    },
  };
}
