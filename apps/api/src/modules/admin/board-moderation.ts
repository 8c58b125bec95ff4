import { desc, eq, sql } from 'drizzle-orm';
import {
  MODERATION_ERRORS,
  type TAdminBoardFilter,
  type TAdminBoardStats,
  type TAdminSurfboard,
} from '@galim/shared/admin/schemas';
import type { Db } from '../../db/client';
import { recordActivity } from '../activity/service';
import { surfboards } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { findBoardRow, selectBoards, serializeBoard, type BoardRow } from '../surfboards/read';

// Board moderation rules (spec-2 §2.8): approve and reject only a pending board; reject needs
// notes; flag any board not already flagged, with a reason. The owner sees the result and the
// notes on their board (read.ts shows moderationNotes to the owner and admins).

export type ModerationAction = 'approve' | 'reject' | 'flag';

/** The admin view of spec-2 §3: brand and model as objects, location as {text}. */
export function serializeAdminBoard(row: BoardRow, viewer: AuthUser): TAdminSurfboard {
  const { brand: _b, model: _m, location: _l, ...rest } = serializeBoard(row, viewer);
  const b = row.board;
  return {
    ...rest,
    brand: b.brandId && row.brandTitle ? { _id: b.brandId, title: row.brandTitle } : null,
    model: b.modelId && row.modelTitle ? { _id: b.modelId, title: row.modelTitle } : null,
    location: { text: b.locationText },
    moderationNotes: b.moderationNotes,
  };
}

export function createBoardModeration(db: Db) {
  return {
    async list(status: TAdminBoardFilter, viewer: AuthUser): Promise<TAdminSurfboard[]> {
      const rows = await selectBoards(db)
        .where(status === 'all' ? undefined : eq(surfboards.moderationStatus, status))
        // Pending boards oldest first (a queue); the others newest first.
        .orderBy(
          status === 'pending' ? surfboards.createdAt : desc(surfboards.createdAt),
          surfboards.id,
        )
        .limit(500);
      return rows.map((r) => serializeAdminBoard(r, viewer));
    },

    async stats(): Promise<TAdminBoardStats> {
      const [row] = await db
        .select({
          pending: sql<number>`count(*) filter (where ${surfboards.moderationStatus} = 'pending')::int`,
          approved: sql<number>`count(*) filter (where ${surfboards.moderationStatus} = 'approved')::int`,
          rejected: sql<number>`count(*) filter (where ${surfboards.moderationStatus} = 'rejected')::int`,
          flagged: sql<number>`count(*) filter (where ${surfboards.moderationStatus} = 'flagged')::int`,
          all: sql<number>`count(*)::int`,
        })
        .from(surfboards);
      return row ?? { pending: 0, approved: 0, rejected: 0, flagged: 0, all: 0 };
    },

    async moderate(
      id: string,
      action: ModerationAction,
      notes: string | undefined,
      viewer: AuthUser,
    ): Promise<TAdminSurfboard> {
      const row = await findBoardRow(db, id);
      if (!row) throw notFound(MODERATION_ERRORS.notFound);
      const current = row.board.moderationStatus;
      const text = notes?.trim() || null;
      if ((action === 'approve' || action === 'reject') && current !== 'pending') {
        throw conflict(MODERATION_ERRORS.onlyPending);
      }
      if (action === 'flag' && current === 'flagged')
        throw conflict(MODERATION_ERRORS.alreadyFlagged);
      if ((action === 'reject' || action === 'flag') && !text) {
        throw badRequest(MODERATION_ERRORS.notesRequired, [
          { path: 'body.notes', message: MODERATION_ERRORS.notesRequired },
        ]);
      }
      const status = { approve: 'approved', reject: 'rejected', flag: 'flagged' } as const;
      // Compare-and-set: a concurrent moderator cannot approve what was just rejected; the
      // decision and its activity row commit together.
      await db.transaction(async (tx) => {
        const updated = await tx
          .update(surfboards)
          .set({
            moderationStatus: status[action],
            moderatedAt: new Date(),
            moderationNotes: text,
          })
          .where(sql`${surfboards.id} = ${id} and ${surfboards.moderationStatus} = ${current}`)
          .returning({ id: surfboards.id });
        if (updated.length === 0) {
          throw conflict(
            action === 'flag' ? MODERATION_ERRORS.alreadyFlagged : MODERATION_ERRORS.onlyPending,
          );
        }
        await recordActivity(
          tx,
          `surfboard_${status[action]}`,
          row.board.sellerId,
          row.board.title,
        );
      });
      return serializeAdminBoard((await findBoardRow(db, id))!, viewer);
    },
  };
}
