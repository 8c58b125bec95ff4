import {
  SERVICE_FIELD_KINDS,
  type TService,
  type TServiceList,
  type TServiceQuery,
} from '@galim/shared/services/schemas';
import { SERVICE_LIMITS, type TServiceType } from '@galim/shared/services/options';
import type { Db } from '../../db/client';
import type { StoredImage } from '../../db/schema';
import { isAdmin, isOwnerOrAdmin } from '../../lib/access';
import { apiError, badRequest } from '../../lib/errors';
import { nearOf, type Near } from '../../lib/near';
import { isCity } from '@galim/shared/geo/cities';
import { DISTANCE_SORT } from '@galim/shared/geo/near';
import type { AuthUser } from '../../plugins/auth';
import { logActivity } from '../activity/service';
import { activityLine } from '../activity/lines';
import { noReadCache, type ReadCache } from '../../lib/read-cache';
import { keepPhotoHashes } from '../images/hash-service';
import type { ImageService, PhotoHashes } from '../images/service';
import { typedFields, type MultipartBody } from '../images/multipart';
import {
  arrangeImages,
  inputToColumns,
  reviewedContent,
  rowToInput,
  validateServiceInput,
  withoutOldCityCentre,
} from './input';
import { providerName, serializeService } from './serialize';
import { createServiceAccess } from './service-access';
import * as repo from './repo';

// The services directory's rules for listings: the public lists and a service's page (a view
// counts), a provider's own listings (create, update, delete) and likes. Who sees and changes
// what is service-access.ts; moderation and reviews have their own services.

/**
 * A services list's place (issue 56) and the city it keeps to. `city` was the directory's filter
 * before it was a place: a city of the near list is also the point the list is measured from,
 * and with a radius the list is every service within it (the city's own filter dropped); a city
 * typed that is not on the list stays the plain filter, unless a radius or a distance sort asks
 * for its centre (a 400, NEAR_CITY_UNKNOWN).
 */
function servicesNear(query: TServiceQuery): { near: Near | null; city: string | undefined } {
  const city = query.city || undefined;
  const asksPlace =
    query.lat !== undefined ||
    query.lng !== undefined ||
    query.radiusKm !== undefined ||
    query.sortBy === DISTANCE_SORT;
  const near = nearOf({
    lat: query.lat,
    lng: query.lng,
    radiusKm: query.radiusKm,
    sortBy: query.sortBy,
    city: city !== undefined && (isCity(city) || asksPlace) ? city : undefined,
  });
  return { near, city: near && near.radiusKm !== null ? undefined : city };
}

/**
 * `readDb` serves the public search (a read replica when configured); `cache` keeps the pages
 * visitors share between writes.
 */
export function createServicesService(
  db: Db,
  images: ImageService,
  readDb: Db = db,
  cache: ReadCache = noReadCache,
) {
  const { loadVisible, loadOwned, get, page, visitorPage } = createServiceAccess(db, cache);

  function publicFilter(query: TServiceQuery, type?: TServiceType): repo.ServiceFilter {
    const chosen = type ?? query.serviceType ?? query.type;
    const { near, city } = servicesNear(query);
    return {
      status: 'approved',
      publicOnly: true,
      serviceType: chosen && chosen !== 'all' ? chosen : undefined,
      providerId: query.providerId,
      city,
      near: near ?? undefined,
      byDistance: query.sortBy === DISTANCE_SORT,
      priceMin: query.priceMin,
      priceMax: query.priceMax,
      rating: query.rating,
      region: query.region,
      skill: query.skill,
      specialties: query.specialties?.filter(Boolean),
      text: (query.q || query.search || '').trim() || undefined,
    };
  }

  /**
   * Stores the request's images and runs `save` with them (marked when sent as the cover
   * file); if saving fails, the new files are removed again.
   */
  function withUploads<T>(
    body: MultipartBody,
    save: (uploads: { image: StoredImage; isCoverFile: boolean }[]) => Promise<T>,
  ): Promise<{ saved: T; hashes: PhotoHashes }> {
    const files = body.files.filter((f) => f.field === 'images' || f.field === 'coverImage');
    return images.storeWith(
      files.map((f) => f.data),
      async (stored, hashes) => ({
        saved: await save(
          stored.map((image, i) => ({ image, isCoverFile: files[i]!.field === 'coverImage' })),
        ),
        hashes,
      }),
    );
  }

  /** Keeps the perceptual hashes of the photos the service shows (copies of them are caught). */
  function recordHashes(
    ownerId: string,
    serviceId: string,
    shown: StoredImage[],
    hashes: PhotoHashes,
  ) {
    return keepPhotoHashes(db, { ownerId, serviceId }, shown, hashes);
  }

  return {
    get,

    /** Search-all (any type) and list-by-type: approved services with the filters. */
    search(query: TServiceQuery, viewer: AuthUser | null, type?: TServiceType) {
      return page(publicFilter(query, type), query, viewer, undefined, readDb);
    },

    /** search() for a visitor, as JSON made by `toJson` once per cached page. */
    visitorSearch(
      query: TServiceQuery,
      toJson: (list: TServiceList) => string,
      type?: TServiceType,
    ) {
      return visitorPage(publicFilter(query, type), query, toJson, readDb);
    },

    /** A detail view by someone else than the owner counts as a view. */
    async view(type: TServiceType, id: string, viewer: AuthUser | null) {
      const record = await loadVisible(type, id, viewer);
      if (viewer?.id !== record.service.providerId) {
        await repo.incrementViews(db, id);
        record.service.viewCount += 1;
      }
      return serializeService(record, viewer);
    },

    /** A user's services: all statuses for the owner and admins, approved ones for others. */
    listByUser(
      type: TServiceType | 'all',
      userId: string,
      viewer: AuthUser,
      query: Pick<TServiceQuery, 'page' | 'limit'>,
    ) {
      const privileged = isOwnerOrAdmin(viewer, userId);
      return page(
        {
          providerId: userId,
          serviceType: type === 'all' ? undefined : type,
          status: privileged ? undefined : 'approved',
          publicOnly: !privileged,
        },
        query,
        viewer,
        SERVICE_LIMITS.userListLimit,
      );
    },

    /** The services the user liked (their favourites), approved ones only. */
    liked(viewer: AuthUser, query: Pick<TServiceQuery, 'page' | 'limit'>) {
      return page(
        { likedBy: viewer.id, status: 'approved', publicOnly: true },
        query,
        viewer,
        SERVICE_LIMITS.userListLimit,
      );
    },

    async create(type: TServiceType, user: AuthUser, body: MultipartBody): Promise<TService> {
      const input = validateServiceInput({
        ...typedFields(body.fields, SERVICE_FIELD_KINDS),
        serviceType: type,
      });
      const providerLabel = await repo.findUserName(db, user.id);
      const { saved: row, hashes } = await withUploads(body, (uploads) => {
        const { images: imgs, coverIndex } = arrangeImages(
          [],
          undefined,
          uploads,
          body.fields.coverImage,
        );
        return repo.insertService(db, {
          ...inputToColumns(input, providerLabel),
          providerId: user.id,
          images: imgs,
          coverIndex,
          status: 'pending',
        });
      });
      await recordHashes(user.id, row.id, row.images, hashes);
      await logActivity(
        db,
        'service_published',
        user.id,
        activityLine('servicePublished', type, input.title),
      );
      return get(type, row.id, user);
    },

    async update(
      type: TServiceType,
      id: string,
      user: AuthUser,
      body: MultipartBody,
    ): Promise<TService> {
      const record = await loadOwned(type, id, user);
      const current = record.service;
      const fields = typedFields(body.fields, SERVICE_FIELD_KINDS);
      const input = withoutOldCityCentre(
        validateServiceInput({ ...rowToInput(current), ...fields, serviceType: type }),
        current.location.city,
      );
      const keep = fields.existingImages;
      if (keep !== undefined && !Array.isArray(keep)) throw badRequest('Invalid existingImages');
      const cover = body.fields.coverImage ?? current.images[current.coverIndex]?.key;
      const {
        saved: { arranged, unused },
        hashes,
      } = await withUploads(body, async (uploads) => {
        const arranged = arrangeImages(
          current.images,
          keep as string[] | undefined,
          uploads,
          cover,
        );
        const columns = {
          ...inputToColumns(input, providerName(record.provider)),
          images: arranged.images,
          coverIndex: arranged.coverIndex,
        };
        // An owner's edit of a rejected service resubmits it; an owner's change to what an
        // admin approved (text, links, photos) sends it back to review. Admins' edits do not.
        const backToReview =
          !isAdmin(user) &&
          (current.status === 'rejected' ||
            (current.status === 'approved' &&
              reviewedContent(current) !== reviewedContent(columns)));
        await repo.updateService(db, id, {
          ...columns,
          ...(backToReview
            ? {
                status: 'pending' as const,
                statusReason: null,
                statusNotes: null,
                moderatedAt: null,
              }
            : {}),
        });
        // Uploads beyond the image limit were stored but not kept.
        const unused = uploads.map((u) => u.image).filter((img) => !arranged.images.includes(img));
        return { arranged, unused };
      });
      const removed = current.images.filter(
        (img) => !arranged.images.some((k) => k.key === img.key),
      );
      if (removed.length || unused.length) await images.release([...removed, ...unused]);
      await recordHashes(current.providerId, id, arranged.images, hashes);
      return get(type, id, user);
    },

    /** 404/403 unless the user may change the service (run before the body is read). */
    async checkChange(type: TServiceType, id: string, user: AuthUser) {
      await loadOwned(type, id, user);
    },

    async remove(type: TServiceType, id: string, user: AuthUser) {
      const record = await loadOwned(type, id, user);
      if (!(await repo.deleteService(db, id))) throw apiError('SERVICE_NOT_FOUND');
      await images.release(record.service.images);
    },

    // -------------------------------------------------------------- likes

    async setLike(type: TServiceType, id: string, user: AuthUser, liked: boolean) {
      const record = await loadVisible(type, id, user);
      if (liked) await repo.addLike(db, user.id, id);
      else await repo.removeLike(db, user.id, id);
      const after = await repo.findService(db, record.service.id, user.id);
      return { liked: Boolean(after?.liked), likeCount: after?.likeCount ?? 0 };
    },
  };
}
export type ServicesService = ReturnType<typeof createServicesService>;
