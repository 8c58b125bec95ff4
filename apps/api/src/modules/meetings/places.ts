import { asc, eq, and, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@galim/shared/i18n/languages';
import {
  MEETING_LIMITS,
  type TAdminMeetingPlace,
  type TMeetingPlace,
  type TMeetingPlaceInput,
  type TMeetingPlacesQuery,
} from '@galim/shared/meetings/schemas';
import type { Db } from '../../db/client';
import { conversationMeetings, meetingPlaces } from '../../db/schema';
import { apiError } from '../../lib/errors';
import { distanceSql, nearOf, withinSql } from '../../lib/near';

// The admin-kept list of safe places to meet (issue 56 §3, decision 063): read by anyone, in
// the request's language, nearest first to a point or a city; written by admins.

export type MeetingPlaceRecord = typeof meetingPlaces.$inferSelect;

/** A place as the public reads it, in `language`; `distanceKm` when one was measured. */
export function toPlace(
  p: MeetingPlaceRecord,
  language: Language,
  distance?: number | null,
): TMeetingPlace {
  return {
    _id: p.id,
    city: p.city,
    kind: p.kind,
    name: language === 'en' ? p.nameEn : p.nameHe,
    address: language === 'en' ? p.addressEn : p.addressHe,
    lat: p.lat,
    lng: p.lng,
    ...(distance === undefined || distance === null
      ? {}
      : { distanceKm: Math.round(distance * 10) / 10 }),
  };
}

export const toAdminPlace = (p: MeetingPlaceRecord): TAdminMeetingPlace => ({
  _id: p.id,
  city: p.city,
  kind: p.kind,
  nameHe: p.nameHe,
  nameEn: p.nameEn,
  addressHe: p.addressHe,
  addressEn: p.addressEn,
  lat: p.lat,
  lng: p.lng,
  active: p.active,
});

export function createMeetingPlaces(db: Db) {
  async function find(id: string) {
    const [row] = await db.select().from(meetingPlaces).where(eq(meetingPlaces.id, id));
    return row ?? null;
  }

  return {
    find,

    /**
     * The shown places: near a point or a city's centre (within the radius, if one), nearest
     * first; with neither, all of them by city and name. A bad point or radius is its 400.
     */
    async list(q: TMeetingPlacesQuery, language: Language): Promise<TMeetingPlace[]> {
      const near = nearOf(q as Parameters<typeof nearOf>[0]);
      const distance = near ? distanceSql(meetingPlaces.lat, meetingPlaces.lng, near.point) : null;
      const where: SQL[] = [eq(meetingPlaces.active, true)];
      if (near?.radiusKm) {
        where.push(withinSql(meetingPlaces.lat, meetingPlaces.lng, near.point, near.radiusKm));
      }
      const rows = await db
        .select({ place: meetingPlaces, distance: distance ?? sql<null>`null` })
        .from(meetingPlaces)
        .where(and(...where))
        .orderBy(
          ...(distance
            ? [asc(distance), asc(meetingPlaces.id)]
            : [asc(meetingPlaces.city), asc(meetingPlaces.nameHe), asc(meetingPlaces.id)]),
        )
        .limit(MEETING_LIMITS.listMax);
      return rows.map((r) => toPlace(r.place, language, r.distance as number | null));
    },

    /** Every place, hidden ones too (admin). */
    async all(): Promise<TAdminMeetingPlace[]> {
      const rows = await db
        .select()
        .from(meetingPlaces)
        .orderBy(asc(meetingPlaces.city), asc(meetingPlaces.nameHe), asc(meetingPlaces.id));
      return rows.map(toAdminPlace);
    },

    async create(input: TMeetingPlaceInput): Promise<TAdminMeetingPlace> {
      const [row] = await db.insert(meetingPlaces).values(input).returning();
      return toAdminPlace(row!);
    },

    async update(id: string, input: Partial<TMeetingPlaceInput>): Promise<TAdminMeetingPlace> {
      const [row] = await db
        .update(meetingPlaces)
        .set(input)
        .where(eq(meetingPlaces.id, id))
        .returning();
      if (!row) throw apiError('MEETING_PLACE_NOT_FOUND');
      return toAdminPlace(row);
    },

    /**
     * Removes a place no meeting was set at; one that has meetings is hidden instead, so those
     * threads keep showing where they meet. Says which it did.
     */
    async remove(id: string): Promise<{ removed: boolean }> {
      return db.transaction(async (tx) => {
        const [place] = await tx
          .select({ id: meetingPlaces.id })
          .from(meetingPlaces)
          .where(eq(meetingPlaces.id, id))
          .for('update');
        if (!place) throw apiError('MEETING_PLACE_NOT_FOUND');
        const [used] = await tx
          .select({ id: conversationMeetings.id })
          .from(conversationMeetings)
          .where(eq(conversationMeetings.placeId, id))
          .limit(1);
        if (used) {
          await tx.update(meetingPlaces).set({ active: false }).where(eq(meetingPlaces.id, id));
          return { removed: false };
        }
        await tx.delete(meetingPlaces).where(eq(meetingPlaces.id, id));
        return { removed: true };
      });
    },
  };
}

export type MeetingPlaces = ReturnType<typeof createMeetingPlaces>;
