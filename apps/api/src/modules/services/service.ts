import {
  type TService,
  type TServiceList,
  type TServiceQuery,
  type TServiceStats,
  type TReview,
  type TReviewInput,
} from '@galim/shared/services/schemas';
import {
  SERVICE_LIMITS,
  SERVICE_STATUSES,
  SERVICE_TYPES,
  type TServiceStatus,
  type TServiceType,
} from '@galim/shared/services/options';
import { pageInfo } from '@galim/shared/pagination';
import type { Db } from '../../db/client';
import type { StoredImage } from '../../db/schema';
import { canSee, isAdmin, isOwnerOrAdmin, requireOwnerOrAdmin, type Owned } from '../../lib/access';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { logActivity, recordActivity } from '../activity/service';
import { noReadCache, type ReadCache } from '../../lib/read-cache';
import { recordPhotoHashes } from '../images/hash-repo';
import type { ImageService, PhotoHashes } from '../images/service';
import type { MultipartBody } from '../images/multipart';
import {
  arrangeImages,
  inputToColumns,
  parseServiceFields,
  reviewedContent,
  rowToInput,
  validateServiceInput,
} from './input';
import * as repo from './repo';
import { providerName, serializeService } from './serialize';

// The services directory's rules: who sees what (public = approved; owners and admins see
// their pending and rejected ones), who may change what (owner or admin; 403 otherwise), the
// lifecycle of a listing, likes and reviews (one per user, never on your own service).

export const SERVICE_NOT_FOUND = 'Service not found';
export const REVIEW_NOT_FOUND = 'Review not found';

/** The service as the access rules see it: its provider owns it; approved ones are public. */
function owned(record: repo.ServiceRecord): Owned {
  return {
    ownerId: record.service.providerId,
    isPublic: record.service.status === 'approved' && !record.provider.blockedAt,
  };
}

/** The list's pagination fields, from the shared page arithmetic. */
function paginationOf(total: number, page: number, limit: number) {
  const info = pageInfo(total, page, limit);
  return {
    currentPage: info.page,
    totalPages: info.totalPages,
    totalItems: info.total,
    itemsPerPage: info.limit,
  };
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
  async function load(type: TServiceType, id: string, viewer: AuthUser | null) {
    const record = await repo.findService(db, id, viewer?.id ?? null);
    if (!record || record.service.serviceType !== type) throw notFound(SERVICE_NOT_FOUND);
    return record;
  }

  /** Public = approved, by a provider who is not blocked; the owner and admins also see pending and rejected services. */
  async function loadVisible(type: TServiceType, id: string, viewer: AuthUser | null) {
    const record = await load(type, id, viewer);
    if (!canSee(viewer, owned(record))) throw notFound(SERVICE_NOT_FOUND);
    return record;
  }

  /** Owner or admin; others get 403 on a public service and 404 on one they cannot see. */
  async function loadOwned(type: TServiceType, id: string, user: AuthUser) {
    const record = await load(type, id, user);
    requireOwnerOrAdmin(user, owned(record), SERVICE_NOT_FOUND);
    return record;
  }

  /** Only its author edits a review; its author or an admin deletes it (before validation). */
  async function checkReview(
    type: TServiceType,
    id: string,
    reviewId: string,
    user: AuthUser,
    action: 'edit' | 'delete',
  ) {
    await load(type, id, user);
    const review = await repo.findReview(db, reviewId);
    if (!review || review.serviceId !== id) throw notFound(REVIEW_NOT_FOUND);
    if (action === 'delete') requireOwnerOrAdmin(user, { ownerId: review.userId });
    else if (review.userId !== user.id) throw forbidden();
  }

  async function get(type: TServiceType, id: string, viewer: AuthUser | null) {
    return serializeService(await loadVisible(type, id, viewer), viewer);
  }

  async function page(
    filter: repo.ServiceFilter,
    query: Pick<TServiceQuery, 'page' | 'limit'>,
    viewer: AuthUser | null,
    defaultLimit: number = SERVICE_LIMITS.pageSize,
    source: Db = db,
  ): Promise<TServiceList> {
    const limit = query.limit ?? defaultLimit;
    const current = query.page ?? 1;
    const window = { limit, offset: (current - 1) * limit };
    // What a visitor sees is the same for every visitor; signed-in users' pages depend on them.
    const { rows, total } = viewer
      ? await repo.listServices(source, filter, window, viewer.id)
      : await cache.get('services', `services:${JSON.stringify([filter, window])}`, () =>
          repo.listServices(source, filter, window, null),
        );
    return {
      services: rows.map((r) => serializeService(r, viewer)),
      pagination: paginationOf(total, current, limit),
      totalFound: total,
    };
  }

  function publicFilter(query: TServiceQuery, type?: TServiceType): repo.ServiceFilter {
    const chosen = type ?? query.serviceType ?? query.type;
    return {
      status: 'approved',
      publicOnly: true,
      serviceType: chosen && chosen !== 'all' ? chosen : undefined,
      providerId: query.providerId,
      city: query.city || undefined,
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
    const photos = shown.flatMap((i) => {
      const hash = hashes.get(i.key);
      return hash === undefined ? [] : [{ key: i.key, hash }];
    });
    return recordPhotoHashes(db, { ownerId, serviceId }, photos);
  }

  return {
    get,

    /** Search-all (any type) and list-by-type: approved services with the filters. */
    search(query: TServiceQuery, viewer: AuthUser | null, type?: TServiceType) {
      return page(publicFilter(query, type), query, viewer, undefined, readDb);
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
      const input = validateServiceInput({ ...parseServiceFields(body.fields), serviceType: type });
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
      await logActivity(db, 'service_published', user.id, `${type}: ${input.title}`);
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
      const fields = parseServiceFields(body.fields);
      const input = validateServiceInput({
        ...rowToInput(current),
        ...fields,
        serviceType: type,
      });
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
      if (!(await repo.deleteService(db, id))) throw notFound(SERVICE_NOT_FOUND);
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

    // -------------------------------------------------------------- admin

    adminList(type: TServiceType, status: TServiceStatus | 'all', viewer: AuthUser) {
      return page(
        { serviceType: type, status: status === 'all' ? undefined : status },
        { limit: SERVICE_LIMITS.maxLimit },
        viewer,
      );
    },

    async stats(): Promise<TServiceStats> {
      const empty = () => ({ pending: 0, approved: 0, rejected: 0, total: 0 });
      const byType = Object.fromEntries(SERVICE_TYPES.map((t) => [t, empty()]));
      const all = empty();
      for (const row of await repo.statusCounts(db)) {
        const bucket = byType[row.serviceType]!;
        if ((SERVICE_STATUSES as readonly string[]).includes(row.status)) {
          bucket[row.status] += row.n;
          all[row.status] += row.n;
        }
        bucket.total += row.n;
        all.total += row.n;
      }
      return { ...all, byType };
    },

    async moderate(
      type: TServiceType,
      id: string,
      status: 'approved' | 'rejected',
      note: { reason?: string; notes?: string } = {},
    ) {
      const record = await load(type, id, null);
      // Approve and reject decide on a pending service only: one conditional
      // update, with its activity row in the same transaction, so of simultaneous decisions
      // exactly one wins.
      await db.transaction(async (tx) => {
        const decided = await repo.decidePending(tx, id, {
          status,
          moderatedAt: new Date(),
          statusReason: status === 'rejected' ? (note.reason ?? null) : null,
          statusNotes: status === 'rejected' ? (note.notes ?? null) : null,
        });
        if (!decided) throw conflict('Only a pending service can be approved or rejected');
        await recordActivity(
          tx,
          status === 'approved' ? 'service_approved' : 'service_rejected',
          record.service.providerId,
          record.service.title,
        );
      });
    },

    // -------------------------------------------------------------- reviews

    async reviews(type: TServiceType, id: string, viewer: AuthUser | null) {
      const record = await loadVisible(type, id, viewer);
      const rows = await repo.listReviews(db, id);
      return {
        reviews: rows.map((r): TReview => ({
          _id: r.review.id,
          serviceId: r.review.serviceId,
          rating: r.review.rating,
          text: r.review.text,
          user: {
            _id: r.user.id,
            name:
              [r.user.firstName, r.user.lastName].filter(Boolean).join(' ') || r.user.displayName,
            profileImage: r.user.profileImage,
          },
          createdAt: r.review.createdAt.toISOString(),
          updatedAt: r.review.updatedAt.toISOString(),
        })),
        rating: record.service.rating,
        reviewCount: record.service.reviewCount,
      };
    },

    async addReview(type: TServiceType, id: string, user: AuthUser, input: TReviewInput) {
      const record = await loadVisible(type, id, user);
      if (record.service.providerId === user.id) {
        throw forbidden('You cannot review your own service');
      }
      if (record.service.status !== 'approved') throw notFound(SERVICE_NOT_FOUND);
      if (await repo.findUserReview(db, id, user.id)) {
        throw conflict('You already reviewed this service; edit your review instead');
      }
      const review = await repo.insertReview(db, {
        serviceId: id,
        userId: user.id,
        rating: input.rating,
        text: input.text ?? '',
      });
      await repo.recomputeRating(db, id);
      await logActivity(db, 'review_posted', user.id, `${input.rating}★ ${record.service.title}`);
      return review.id;
    },

    checkReview,

    async updateReview(
      type: TServiceType,
      id: string,
      reviewId: string,
      user: AuthUser,
      input: TReviewInput,
    ) {
      await checkReview(type, id, reviewId, user, 'edit');
      await repo.updateReview(db, reviewId, { rating: input.rating, text: input.text ?? '' });
      await repo.recomputeRating(db, id);
    },

    async deleteReview(type: TServiceType, id: string, reviewId: string, user: AuthUser) {
      await checkReview(type, id, reviewId, user, 'delete');
      await repo.deleteReview(db, reviewId);
      await repo.recomputeRating(db, id);
    },
  };
}
export type ServicesService = ReturnType<typeof createServicesService>;
