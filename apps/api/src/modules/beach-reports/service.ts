import {
  BEACH_REPORT_LIMITS as LIMITS,
  distanceKm,
  type TBeachReport,
  type TBeachReportInput,
  type ZBeachReportInput,
} from '@galim/shared/beach-reports/schemas';
import { findSpotInfo } from '@galim/shared/forecast/spot-list';
import { messageKey } from '@galim/shared/i18n/messages';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, apiError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { ImageService } from '../images/service';
import type { EventPublisher } from '../../plugins/events/bus';
import * as repo from './repo';

// Reports from the beach (decision 048): who may post, add a photo, thank and remove them, and
// which the spot page shows. The location sent only decides "מהחוף": it is never stored.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const nameOf = (u: { displayName: string; firstName: string | null; lastName: string | null }) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ') || u.displayName;

function serialize(row: repo.ShownRow, viewerId: string | null): TBeachReport {
  const r = row.report;
  return {
    _id: r.id,
    spotId: r.spotId,
    size: r.size as TBeachReport['size'],
    surface: r.surface as TBeachReport['surface'],
    crowd: r.crowd as TBeachReport['crowd'],
    text: r.text,
    photo: r.photo ?? null,
    onBeach: r.onBeach,
    seenAt: r.seenAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
    author: {
      _id: row.author.id,
      name: nameOf(row.author),
      profileImage: row.author.profileImage,
    },
    thanks: Number(row.thanks),
    thanked: Boolean(row.thanked),
    mine: viewerId === r.userId,
  };
}

/** A refusal of the report's time, with the field's sentence beside it. */
const timeError = (code: 'BEACH_REPORT_IN_FUTURE' | 'BEACH_REPORT_TOO_OLD') =>
  apiError(code, {
    details: [
      {
        path: 'body.seenAt',
        message:
          code === 'BEACH_REPORT_IN_FUTURE'
            ? messageKey('beachReport.seenAtFuture')
            : messageKey('beachReport.seenAtOld'),
      },
    ],
  });

export function createBeachReportsService(db: Db, images: ImageService, events: EventPublisher) {
  return {
    /** The spot's reports of the last hours, newest first: public. */
    async list(spotId: string, viewer: AuthUser | null, now = new Date()) {
      const since = new Date(now.getTime() - LIMITS.shownHours * HOUR);
      const rows = await repo.listForSpot(db, spotId, since, viewer?.id ?? null);
      return { reports: rows.map((r) => serialize(r, viewer?.id ?? null)) };
    },

    /** The user's own reports at every spot, newest first: their history. */
    async mine(user: AuthUser) {
      const rows = await repo.listMine(db, user.id);
      return { reports: rows.map((r) => serialize(r, user.id)) };
    },

    /**
     * A signed-in surfer reports what they see at a spot: once per spot in everyMinutes, about
     * a time from seenBackHours ago to now. Within onBeachKm of the spot it is "מהחוף".
     */
    async create(
      user: AuthUser,
      spotId: string,
      input: z.output<typeof ZBeachReportInput> & TBeachReportInput,
      now = new Date(),
    ): Promise<TBeachReport> {
      const spot = findSpotInfo(spotId);
      if (!spot) throw apiError('SPOT_NOT_FOUND'); // the route's params name only known spots
      const seenAt = input.seenAt ? new Date(input.seenAt) : now;
      if (seenAt.getTime() > now.getTime() + LIMITS.clockSkewMs) {
        throw timeError('BEACH_REPORT_IN_FUTURE');
      }
      if (seenAt.getTime() < now.getTime() - LIMITS.seenBackHours * HOUR) {
        throw timeError('BEACH_REPORT_TOO_OLD');
      }
      const onBeach =
        input.lat !== undefined &&
        input.lng !== undefined &&
        distanceKm({ lat: input.lat, lng: input.lng }, spot) <= LIMITS.onBeachKm;
      // The report and its event in one transaction: its push goes out once it committed.
      return events.transaction(async (tx, publish) => {
        const row = await repo.insertUnlessRecent(
          tx,
          {
            spotId,
            userId: user.id,
            size: input.size,
            surface: input.surface,
            crowd: input.crowd,
            text: input.text ? input.text : null,
            onBeach,
            seenAt: seenAt.getTime() > now.getTime() ? now : seenAt,
          },
          new Date(now.getTime() - LIMITS.everyMinutes * MINUTE),
        );
        if (!row) throw apiError('BEACH_REPORT_TOO_SOON');
        const shown = await repo.findShown(tx, row.id, user.id);
        const posted = serialize(shown!, user.id);
        await publish('beachReport.posted', {
          reportId: posted._id,
          userId: user.id,
          spotId: posted.spotId,
          size: posted.size,
          surface: posted.surface,
          crowd: posted.crowd,
          onBeach: posted.onBeach,
        });
        return posted;
      });
    },

    /**
     * Its author adds the report's photo, once, within photoMinutes: re-encoded without its
     * metadata (the GPS of a phone's photo included) and hashed, as a board's photos.
     */
    async addPhoto(user: AuthUser, id: string, file: Buffer | null, now = new Date()) {
      const report = await repo.findReport(db, id);
      if (!report || report.removedAt || report.userId !== user.id) {
        throw apiError('BEACH_REPORT_NOT_FOUND');
      }
      if (
        report.photo ||
        now.getTime() - report.createdAt.getTime() > LIMITS.photoMinutes * MINUTE
      ) {
        throw apiError('BEACH_REPORT_PHOTO_CLOSED');
      }
      if (!file) throw notAnImage();
      try {
        const saved = await images.storeWith([file], async ([image], hashes) => {
          const hash = hashes.get(image!.key);
          const done = await repo.setPhoto(
            db,
            id,
            image!,
            hash === undefined ? null : BigInt.asIntN(64, hash),
          );
          if (!done) throw apiError('BEACH_REPORT_PHOTO_CLOSED');
          return done;
        });
        const shown = await repo.findShown(db, saved.id, user.id);
        return serialize(shown!, user.id);
      } catch (err) {
        if (err instanceof AppError && ['IMAGE_UNREADABLE', 'IMAGE_DAMAGED'].includes(err.code)) {
          throw notAnImage();
        }
        throw err;
      }
    },

    /** Anyone signed in but its author thanks a report (once; again is the same). */
    async thank(user: AuthUser, id: string, thanked: boolean) {
      const report = await repo.findReport(db, id);
      if (!report || report.removedAt) throw apiError('BEACH_REPORT_NOT_FOUND');
      if (report.userId === user.id) throw apiError('BEACH_REPORT_OWN');
      if (thanked) await repo.thank(db, id, user.id);
      else await repo.unthank(db, id, user.id);
      return { _id: id, thanks: await repo.countThanks(db, id), thanked };
    },

    /** A moderator takes a report out of view; the open reports on it are resolved with it. */
    async remove(admin: AuthUser, id: string) {
      const row = await repo.removeReport(db, id, admin.id);
      if (!row) throw apiError('BEACH_REPORT_NOT_FOUND');
      return { _id: row.id };
    },
  };
}

const notAnImage = () =>
  apiError('BEACH_REPORT_PHOTO_NOT_IMAGE', {
    details: [{ path: 'body.photo', message: messageKey('beachReport.photo') }],
  });

/** Reported beach reports as the reports inbox names them. */
export function beachReportTargets(db: Db, ids: string[]) {
  return repo.reportTargets(db, ids);
}

/** A user's beach reports, for "download my data" (no location: it was never kept). */
export async function beachReportsForExport(db: Db, userId: string) {
  const rows = await repo.exportFor(db, userId);
  return rows.map(({ photoHash, removedBy: _removedBy, ...r }) => ({
    ...r,
    photoHash: photoHash === null ? null : photoHash.toString(),
  }));
}

/** The photos of a user's beach reports, to release once the account is deleted. */
export async function beachReportPhotosOf(db: Db, userId: string) {
  const rows = await repo.exportFor(db, userId);
  return rows.flatMap((r) => (r.photo ? [r.photo] : []));
}
