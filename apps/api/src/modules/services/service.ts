import {
  SERVICE_JSON_FIELDS,
  SERVICE_NUMBER_FIELDS,
  ZServiceInput,
  type TService,
  type TServiceInput,
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
import type { Db } from '../../db/client';
import type { StoredImage } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { logActivity } from '../activity/service';
import type { ImageService } from '../images/service';
import type { MultipartBody } from '../images/multipart';
import * as repo from './repo';
import { serviceSearchText } from './search-text';

// The services directory's rules: who sees what (public = approved; owners and admins see
// their pending and rejected ones), who may change what (owner or admin; 403 otherwise), the
// multipart payload, likes and reviews (one per user, never on your own service).

export const SERVICE_NOT_FOUND = 'Service not found';
export const REVIEW_NOT_FOUND = 'Review not found';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);
const list = (v: unknown) => (Array.isArray(v) ? (v as string[]) : []);

function isPrivileged(record: repo.ServiceRecord, viewer: AuthUser | null) {
  return Boolean(viewer && (viewer.role === 'admin' || viewer.id === record.service.providerId));
}

export function providerName(p: repo.ServiceRecord['provider']): string {
  return [p.firstName, p.lastName].filter(Boolean).join(' ') || p.displayName || '';
}

export function serializeService(record: repo.ServiceRecord, viewer: AuthUser | null): TService {
  const s = record.service;
  const p = record.provider;
  const privileged = isPrivileged(record, viewer);
  const d = s.details;
  const contactInfo = Object.fromEntries(
    Object.entries(s.contactInfo).filter(([, v]) => typeof v === 'string' && v),
  ) as TService['contactInfo'];
  return {
    _id: s.id,
    serviceType: s.serviceType,
    title: s.title,
    description: s.description,
    price: s.price,
    priceType: s.priceType,
    currency: s.currency,
    coverImage: s.images[s.coverIndex] ?? s.images[0] ?? null,
    images: s.images,
    coverIndex: s.coverIndex,
    location: { ...s.location, coordinates: s.location.coordinates ?? [0, 0] },
    operatingRegions: s.operatingRegions,
    contactInfo,
    provider: { name: providerName(p), avatar: p.profileImage },
    providerId: {
      _id: p.id,
      firstName: p.firstName,
      lastName: p.lastName,
      profileImage: p.profileImage,
      email: privileged ? p.email : null,
      slug: p.slug,
      createdAt: p.createdAt.toISOString(),
    },
    availability: s.availability,
    targetSkillLevels: s.targetSkillLevels,
    groupSize: s.groupSize ?? null,
    languages: list(d.languages),
    rating: s.rating,
    reviewCount: s.reviewCount,
    viewCount: s.viewCount,
    likeCount: record.likeCount,
    liked: Boolean(record.liked),
    tags: s.tags,
    featured: s.featured,
    status: s.status,
    ...(privileged ? { statusReason: s.statusReason, statusNotes: s.statusNotes } : {}),
    moderatedAt: iso(s.moderatedAt),
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
    experience: typeof d.experience === 'number' ? d.experience : null,
    certifications: text(d.certifications),
    lessonTypes: list(d.lessonTypes),
    repairTypes: list(d.repairTypes),
    materials: text(d.materials),
    turnaroundTime: text(d.turnaroundTime),
    photographyTypes: list(d.photographyTypes),
    equipment: text(d.equipment),
    deliveryTime: text(d.deliveryTime),
  };
}

/**
 * Multipart text fields -> the input object: JSON strings parsed, numbers converted, empty
 * values omitted (spec-2 §5 "empty values are omitted").
 */
export function parseServiceFields(fields: MultipartBody['fields']): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(fields)) {
    const value = Array.isArray(raw) ? raw[raw.length - 1]! : raw;
    if (value.trim() === '') continue;
    if ((SERVICE_JSON_FIELDS as readonly string[]).includes(key)) {
      try {
        out[key] = JSON.parse(value);
      } catch {
        throw badRequest(`Invalid ${key}: expected JSON`);
      }
    } else if ((SERVICE_NUMBER_FIELDS as readonly string[]).includes(key)) {
      out[key] = Number(value);
    } else {
      out[key] = value;
    }
  }
  return out;
}

/** Validates with the shared schema; the first message (Hebrew, spec-2 §5) is the error. */
export function validateServiceInput(candidate: unknown): TServiceInput {
  const parsed = ZServiceInput.safeParse(candidate);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => ({
      path: i.path.join('.'),
      message: i.message,
    }));
    throw badRequest(details[0]?.message ?? 'Invalid service', details);
  }
  return parsed.data;
}

/** The stored row's values as a form input (to merge a partial update onto). */
function rowToInput(s: repo.ServiceRow): Record<string, unknown> {
  const d = s.details;
  const offerings =
    s.serviceType === 'surf-instructor'
      ? undefined
      : list(s.serviceType === 'surfboard-repair' ? d.repairTypes : d.photographyTypes);
  return {
    serviceType: s.serviceType,
    title: s.title,
    description: s.description,
    price: s.price ?? undefined,
    priceType: s.priceType,
    location: s.location,
    operatingRegions: s.operatingRegions,
    contactInfo: s.contactInfo,
    specialties: s.serviceType === 'surf-instructor' ? list(d.lessonTypes) : undefined,
    services: offerings,
    equipment: text(d.equipment) ?? undefined,
    languages: list(d.languages),
    experience: typeof d.experience === 'number' ? d.experience : undefined,
    certifications: text(d.certifications) ?? undefined,
    materials: text(d.materials) ?? undefined,
    turnaroundTime: text(d.turnaroundTime) ?? undefined,
    deliveryTime: text(d.deliveryTime) ?? undefined,
    groupSize: s.groupSize ?? undefined,
    targetSkillLevels: s.targetSkillLevels,
    availability: s.availability,
  };
}

/** The columns a validated input sets (type-specific fields go to `details`). */
function inputToColumns(input: TServiceInput, providerName: string) {
  const ci = input.contactInfo;
  const contactInfo = Object.fromEntries(
    Object.entries({
      email: ci.email,
      phone: ci.phone,
      website: ci.website,
      whatsapp: ci.whatsapp || ci.socialMedia?.whatsapp,
      instagram: ci.instagram || ci.socialMedia?.instagram,
      facebook: ci.facebook || ci.socialMedia?.facebook,
    }).filter(([, v]) => v),
  ) as Record<string, string>;
  const type = input.serviceType;
  const offerings = type === 'surf-instructor' ? (input.specialties ?? []) : (input.services ?? []);
  const details: Record<string, unknown> = { languages: input.languages ?? [] };
  if (type === 'surf-instructor') {
    Object.assign(details, {
      experience: input.experience,
      certifications: input.certifications,
      lessonTypes: offerings,
    });
  } else if (type === 'surfboard-repair') {
    Object.assign(details, {
      repairTypes: offerings,
      materials: input.materials,
      turnaroundTime: input.turnaroundTime,
    });
  } else {
    Object.assign(details, {
      photographyTypes: offerings,
      equipment: input.equipment,
      deliveryTime: input.deliveryTime,
    });
  }
  const location = {
    address: input.location.address,
    city: input.location.city,
    region: input.location.region,
    coordinates: input.location.coordinates ?? ([0, 0] as [number, number]),
  };
  return {
    serviceType: type,
    title: input.title,
    description: input.description,
    price: Math.round(input.price),
    priceType: input.priceType,
    currency: 'ILS',
    location,
    city: location.city,
    region: location.region,
    operatingRegions: input.operatingRegions ?? [],
    contactInfo,
    details: JSON.parse(JSON.stringify(details)) as Record<string, unknown>,
    targetSkillLevels: input.targetSkillLevels ?? [],
    groupSize: input.groupSize ?? null,
    availability: input.availability ?? [],
    tags: offerings,
    searchText: serviceSearchText({
      title: input.title,
      description: input.description,
      serviceType: type,
      providerName,
      city: location.city,
      address: location.address,
      tags: offerings,
    }),
  };
}

/**
 * The images after an upload: kept existing ones (in the order given), then the new files.
 * `coverImage` names the cover: an existing key, `new-N` (the N-th new file), or a file sent
 * in the coverImage field itself.
 */
function arrangeImages(
  existing: StoredImage[],
  keepKeys: string[] | undefined,
  added: { image: StoredImage; isCoverFile: boolean }[],
  coverField: unknown,
): { images: StoredImage[]; coverIndex: number } {
  const kept = keepKeys
    ? keepKeys
        .map((k) => existing.find((img) => img.key === k))
        .filter((x): x is StoredImage => Boolean(x))
    : existing;
  const images = [...kept, ...added.map((a) => a.image)];
  let coverIndex = 0;
  const coverFile = added.findIndex((a) => a.isCoverFile);
  if (coverFile >= 0) coverIndex = kept.length + coverFile;
  else if (typeof coverField === 'string') {
    const m = /^new-(\d+)$/.exec(coverField);
    if (m) coverIndex = kept.length + Number(m[1]);
    else if (/^\d+$/.test(coverField)) coverIndex = Number(coverField);
    else coverIndex = images.findIndex((img) => img.key === coverField);
  }
  if (coverIndex < 0 || coverIndex >= images.length) coverIndex = 0;
  return { images: images.slice(0, SERVICE_LIMITS.maxImages), coverIndex };
}

function paginationOf(total: number, page: number, limit: number) {
  return {
    currentPage: page,
    totalPages: Math.max(1, Math.ceil(total / limit)),
    totalItems: total,
    itemsPerPage: limit,
  };
}

export function createServicesService(db: Db, images: ImageService) {
  async function load(type: TServiceType, id: string, viewer: AuthUser | null) {
    const record = await repo.findService(db, id, viewer?.id ?? null);
    if (!record || record.service.serviceType !== type) throw notFound(SERVICE_NOT_FOUND);
    return record;
  }

  /** Public = approved; the owner and admins also see pending and rejected services. */
  async function loadVisible(type: TServiceType, id: string, viewer: AuthUser | null) {
    const record = await load(type, id, viewer);
    if (record.service.status !== 'approved' && !isPrivileged(record, viewer)) {
      throw notFound(SERVICE_NOT_FOUND);
    }
    return record;
  }

  async function loadOwned(type: TServiceType, id: string, user: AuthUser) {
    const record = await load(type, id, user);
    if (!isPrivileged(record, user)) throw forbidden();
    return record;
  }

  async function get(type: TServiceType, id: string, viewer: AuthUser | null) {
    return serializeService(await loadVisible(type, id, viewer), viewer);
  }

  async function page(
    filter: repo.ServiceFilter,
    query: Pick<TServiceQuery, 'page' | 'limit'>,
    viewer: AuthUser | null,
    defaultLimit: number = SERVICE_LIMITS.pageSize,
  ): Promise<TServiceList> {
    const limit = query.limit ?? defaultLimit;
    const current = query.page ?? 1;
    const { rows, total } = await repo.listServices(
      db,
      filter,
      { limit, offset: (current - 1) * limit },
      viewer?.id ?? null,
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

  async function storeUploads(body: MultipartBody) {
    const files = body.files.filter((f) => f.field === 'images' || f.field === 'coverImage');
    const stored = files.length ? await images.store(files.map((f) => f.data)) : [];
    return stored.map((image, i) => ({ image, isCoverFile: files[i]!.field === 'coverImage' }));
  }

  return {
    get,

    /** Search-all (any type) and list-by-type: approved services with the filters. */
    search(query: TServiceQuery, viewer: AuthUser | null, type?: TServiceType) {
      return page(publicFilter(query, type), query, viewer);
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
      const privileged = viewer.role === 'admin' || viewer.id === userId;
      return page(
        {
          providerId: userId,
          serviceType: type === 'all' ? undefined : type,
          status: privileged ? undefined : 'approved',
        },
        query,
        viewer,
        SERVICE_LIMITS.userListLimit,
      );
    },

    /** The services the user liked (their favourites), approved ones only. */
    liked(viewer: AuthUser, query: Pick<TServiceQuery, 'page' | 'limit'>) {
      return page(
        { likedBy: viewer.id, status: 'approved' },
        query,
        viewer,
        SERVICE_LIMITS.userListLimit,
      );
    },

    async create(type: TServiceType, user: AuthUser, body: MultipartBody): Promise<TService> {
      const input = validateServiceInput({ ...parseServiceFields(body.fields), serviceType: type });
      const uploads = await storeUploads(body);
      const { images: imgs, coverIndex } = arrangeImages(
        [],
        undefined,
        uploads,
        body.fields.coverImage,
      );
      const providerLabel = await repo.findUserName(db, user.id);
      const row = await repo.insertService(db, {
        ...inputToColumns(input, providerLabel),
        providerId: user.id,
        images: imgs,
        coverIndex,
        status: 'pending',
      });
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
      const uploads = await storeUploads(body);
      const cover = body.fields.coverImage ?? current.images[current.coverIndex]?.key;
      const arranged = arrangeImages(current.images, keep as string[] | undefined, uploads, cover);
      await repo.updateService(db, id, {
        ...inputToColumns(input, providerName(record.provider)),
        images: arranged.images,
        coverIndex: arranged.coverIndex,
        // An owner's edit of a rejected service sends it back to moderation.
        ...(current.status === 'rejected' && user.role !== 'admin'
          ? { status: 'pending' as const, statusReason: null, statusNotes: null }
          : {}),
      });
      const removed = current.images.filter(
        (img) => !arranged.images.some((k) => k.key === img.key),
      );
      if (removed.length) await images.release(removed);
      return get(type, id, user);
    },

    async remove(type: TServiceType, id: string, user: AuthUser) {
      const record = await loadOwned(type, id, user);
      await repo.deleteService(db, id);
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
      // Approve and reject decide on a pending service only (spec-2 §2.8).
      if (record.service.status !== 'pending') {
        throw conflict('Only a pending service can be approved or rejected');
      }
      await repo.updateService(db, id, {
        status,
        moderatedAt: new Date(),
        statusReason: status === 'rejected' ? (note.reason ?? null) : null,
        statusNotes: status === 'rejected' ? (note.notes ?? null) : null,
      });
      await logActivity(
        db,
        status === 'approved' ? 'service_approved' : 'service_rejected',
        record.service.providerId,
        record.service.title,
      );
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

    async updateReview(
      type: TServiceType,
      id: string,
      reviewId: string,
      user: AuthUser,
      input: TReviewInput,
    ) {
      await load(type, id, user);
      const review = await repo.findReview(db, reviewId);
      if (!review || review.serviceId !== id) throw notFound(REVIEW_NOT_FOUND);
      if (review.userId !== user.id) throw forbidden();
      await repo.updateReview(db, reviewId, { rating: input.rating, text: input.text ?? '' });
      await repo.recomputeRating(db, id);
    },

    async deleteReview(type: TServiceType, id: string, reviewId: string, user: AuthUser) {
      await load(type, id, user);
      const review = await repo.findReview(db, reviewId);
      if (!review || review.serviceId !== id) throw notFound(REVIEW_NOT_FOUND);
      if (review.userId !== user.id && user.role !== 'admin') throw forbidden();
      await repo.deleteReview(db, reviewId);
      await repo.recomputeRating(db, id);
    },
  };
}
export type ServicesService = ReturnType<typeof createServicesService>;
