import { z } from 'zod';
import { ZId, ZSuccess } from '../common/api';
import { zOptionalNumber } from '../common/number-schemas';
import { pageRule, PRICE_FILTER } from '../common/numbers';
import { normalizePhone } from '../normalize';
import { ZImage } from '../surfboards/schemas';
import { PHONE_PATTERN } from '../users/profile';
import { messageKey } from '../i18n/messages';
import { ZNearQuery } from '../geo/near-schema';
import {
  AVAILABILITY_OPTIONS,
  LANGUAGES,
  PRICE_TYPES,
  REGIONS,
  SERVICE_LIMITS,
  SERVICE_STATUSES,
  SERVICE_TYPES,
  SURFING_LEVELS,
  needsStreetAddress,
} from './options';
import { priceInRange, servicePriceRange } from './price-range';

// One schema for the wizard (react-hook-form resolver) and the API (multipart fields parsed
// into an object). Its messages are in validation-messages/services.ts.

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const optionalText = (max: number, message: string) =>
  z.string().trim().max(max, message).optional();
const { groupSize: GS } = SERVICE_LIMITS;
const groupBound = z
  .number({ error: messageKey('service.groupSize') })
  .int(messageKey('service.groupSize'))
  .min(GS.min, messageKey('service.groupSize'))
  .max(GS.max, messageKey('service.groupSize'));

/** An optional phone: empty, or a number that normalises to '+' and 8 to 15 digits. */
const optionalPhone = optionalText(30, messageKey('service.phoneFormat')).refine(
  (v) => !v || PHONE_PATTERN.test(normalizePhone(v)),
  messageKey('service.phoneFormat'),
);

/**
 * An optional website: empty, or an http(s) address with a dotted host. "www.example.co.il"
 * is taken as https://www.example.co.il, as people type it.
 */
const optionalWebsite = optionalText(300, messageKey('service.textMax300'))
  .transform((v) => (v && !/^[a-z][a-z0-9+.-]*:/i.test(v) ? `https://${v}` : v))
  .refine((v) => {
    if (!v) return true;
    try {
      const url = new URL(v);
      return /^https?:$/.test(url.protocol) && /^[^.]+(\.[^.]+)+$/.test(url.hostname);
    } catch {
      return false;
    }
  }, messageKey('service.websiteFormat'))
  .optional();

export const ZServiceContactInfo = z.object({
  email: z
    .string({ error: messageKey('service.emailRequired') })
    .trim()
    .min(1, messageKey('service.emailRequired'))
    .regex(EMAIL_RE, messageKey('service.emailFormat')),
  phone: optionalPhone,
  website: optionalWebsite,
  whatsapp: optionalPhone,
  instagram: optionalText(300, messageKey('service.textMax300')),
  facebook: optionalText(300, messageKey('service.textMax300')),
  /** The create form's nested shape; merged into the flat fields on save. */
  socialMedia: z
    .object({
      instagram: optionalText(300, messageKey('service.textMax300')),
      facebook: optionalText(300, messageKey('service.textMax300')),
      whatsapp: optionalPhone,
    })
    .optional(),
});

/** The create-service form's fields (ZServiceInput adds the checks across fields). */
export const ZServiceFields = z.object({
  serviceType: z.enum(SERVICE_TYPES, { error: messageKey('service.serviceType') }),
  title: z
    .string({ error: messageKey('service.titleMin') })
    .trim()
    .min(SERVICE_LIMITS.titleMin, messageKey('service.titleMin'))
    .max(SERVICE_LIMITS.titleMax, messageKey('service.titleMax')),
  description: z
    .string({ error: messageKey('service.descriptionMin') })
    .trim()
    .min(SERVICE_LIMITS.descriptionMin, messageKey('service.descriptionMin'))
    .max(SERVICE_LIMITS.descriptionMax, messageKey('service.descriptionMax')),
  price: z
    .number({ error: messageKey('service.price') })
    .gt(0, messageKey('service.price'))
    .max(1_000_000, messageKey('service.priceMax')),
  priceType: z.enum(PRICE_TYPES, { error: messageKey('service.priceType') }),
  currency: z.literal('ILS').optional(),
  location: z.object({
    // Required of the kinds that need it (needsStreetAddress): ZServiceInput checks.
    address: z
      .string({ error: messageKey('service.address') })
      .trim()
      .max(200, messageKey('service.addressMax'))
      .default(''),
    city: z
      .string({ error: messageKey('service.city') })
      .trim()
      .min(1, messageKey('service.city'))
      .max(60, messageKey('service.cityMax')),
    region: z.enum(REGIONS, { error: messageKey('service.region') }),
    coordinates: z.tuple([z.number(), z.number()]).optional(),
  }),
  operatingRegions: z.array(z.enum(REGIONS)).max(REGIONS.length).optional(),
  contactInfo: ZServiceContactInfo,
  /** Instructor lesson types (spec: specialties). */
  specialties: z.array(z.string().max(40)).max(20).optional(),
  /** Repair or photography types (spec: services). */
  services: z.array(z.string().max(40)).max(20).optional(),
  equipment: optionalText(300, messageKey('service.textMax300')),
  languages: z.array(z.enum(LANGUAGES)).max(LANGUAGES.length).optional(),
  experience: z
    .number({ error: messageKey('service.experience') })
    .min(0, messageKey('service.experience'))
    .max(80, messageKey('service.experienceMax'))
    // null: the wizard's input left empty.
    .nullish(),
  certifications: optionalText(300, messageKey('service.textMax300')),
  materials: optionalText(300, messageKey('service.textMax300')),
  turnaroundTime: optionalText(100, messageKey('service.textMax100')),
  deliveryTime: optionalText(100, messageKey('service.textMax100')),
  groupSize: z
    .object({ min: groupBound, max: groupBound })
    .refine((g) => g.min <= g.max, { message: messageKey('service.groupSizeOrder'), path: ['max'] })
    .optional(),
  targetSkillLevels: z.array(z.enum(SURFING_LEVELS)).max(SURFING_LEVELS.length).optional(),
  availability: z.array(z.enum(AVAILABILITY_OPTIONS)).max(AVAILABILITY_OPTIONS.length).optional(),
});

type TPriceFields = { serviceType: string; priceType: string; price: number };
const ZPriceFields = z.object({
  serviceType: z.enum(SERVICE_TYPES),
  priceType: z.enum(PRICE_TYPES),
  price: z.number().gt(0),
});

const ZAddressFields = z.object({
  serviceType: z.enum(SERVICE_TYPES),
  location: z.object({ address: z.string().optional() }),
});

/**
 * The create/update payload: the fields, a price within its kind's range (#42 item 14) and a
 * street address where the kind needs one (issue 51, item 23).
 * The range is checked as soon as kind, price type and price are valid, before the later
 * steps are filled in, so the wizard's second step shows it under the price.
 */
export const ZServiceInput = ZServiceFields.refine(
  (v: TPriceFields) => priceInRange(v.serviceType, v.priceType, v.price),
  {
    path: ['price'],
    when: (payload) => ZPriceFields.safeParse(payload.value).success,
    error: (issue) => {
      const v = issue.input as TPriceFields;
      const range = servicePriceRange(v.serviceType, v.priceType);
      return range
        ? messageKey('range.servicePrice', range.min, range.max)
        : messageKey('service.price');
    },
  },
).refine(
  (v: z.infer<typeof ZAddressFields>) =>
    !needsStreetAddress(v.serviceType) || Boolean(v.location.address?.trim()),
  {
    path: ['location', 'address'],
    // As soon as the kind is known, so that the wizard's third step says it under the field.
    when: (payload) => ZAddressFields.safeParse(payload.value).success,
    error: messageKey('service.address'),
  },
);
export type TServiceInput = z.infer<typeof ZServiceInput>;

/** Which fields each wizard step validates (step 5, images, has no required field). */
export const SERVICE_STEP_FIELDS = {
  1: ['serviceType', 'title', 'description'],
  2: ['price', 'priceType'],
  3: ['location.address', 'location.city', 'location.region', 'operatingRegions'],
  4: ['contactInfo', 'experience', 'groupSize', 'targetSkillLevels', 'languages'],
  5: [],
} as const;

/** Multipart fields that carry JSON strings (objects and lists) and numbers. */
export const SERVICE_JSON_FIELDS = [
  'location',
  'contactInfo',
  'operatingRegions',
  'specialties',
  'services',
  'languages',
  'groupSize',
  'targetSkillLevels',
  'availability',
  'existingImages',
] as const;
export const SERVICE_NUMBER_FIELDS = ['price', 'experience'] as const;
/** The wizard's multipart fields that carry JSON or a number (the API's typedFields). */
export const SERVICE_FIELD_KINDS = { numbers: SERVICE_NUMBER_FIELDS, json: SERVICE_JSON_FIELDS };

// ------------------------------------------------------------------ reads

export const ZServiceProvider = z.object({
  _id: ZId,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImage: z.string().nullable(),
  /** The account e-mail: only for the owner and admins (the public contact is contactInfo). */
  email: z.string().nullable(),
  slug: z.string().nullable(),
  /** Account creation date: 'member since'. */
  createdAt: z.string(),
});

export const ZService = z.object({
  _id: ZId,
  serviceType: z.enum(SERVICE_TYPES),
  title: z.string(),
  description: z.string(),
  price: z.number().nullable(),
  priceType: z.string(),
  currency: z.string(),
  coverImage: ZImage.nullable(),
  images: z.array(ZImage),
  coverIndex: z.number(),
  location: z.object({
    address: z.string(),
    city: z.string(),
    region: z.string(),
    /** `[lng, lat]` rounded to 0.01° (geo/near.ts): never finer. */
    coordinates: z.tuple([z.number(), z.number()]),
  }),
  operatingRegions: z.array(z.string()),
  contactInfo: z.object({
    email: z.string().optional(),
    phone: z.string().optional(),
    website: z.string().optional(),
    whatsapp: z.string().optional(),
    instagram: z.string().optional(),
    facebook: z.string().optional(),
  }),
  provider: z.object({ name: z.string(), avatar: z.string().nullable() }),
  providerId: ZServiceProvider,
  availability: z.array(z.string()),
  targetSkillLevels: z.array(z.string()),
  groupSize: z.object({ min: z.number(), max: z.number() }).nullable(),
  languages: z.array(z.string()),
  rating: z.number(),
  reviewCount: z.number(),
  viewCount: z.number(),
  likeCount: z.number(),
  /** Only in a list asked near a point or a city: whole km to the service's rounded point. */
  distanceKm: z.number().optional(),
  /** Whether the signed-in viewer liked it (false for visitors). */
  liked: z.boolean(),
  tags: z.array(z.string()),
  featured: z.boolean(),
  status: z.enum(SERVICE_STATUSES),
  /** Only for the owner and admins. */
  statusReason: z.string().nullable().optional(),
  statusNotes: z.string().nullable().optional(),
  moderatedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  // Type-specific.
  experience: z.number().nullable(),
  certifications: z.string().nullable(),
  lessonTypes: z.array(z.string()),
  repairTypes: z.array(z.string()),
  materials: z.string().nullable(),
  turnaroundTime: z.string().nullable(),
  photographyTypes: z.array(z.string()),
  equipment: z.string().nullable(),
  deliveryTime: z.string().nullable(),
});
export type TService = z.infer<typeof ZService>;

export const ZServicePagination = z.object({
  currentPage: z.number(),
  totalPages: z.number(),
  totalItems: z.number(),
  itemsPerPage: z.number(),
});

export const ZServiceList = z.object({
  services: z.array(ZService),
  pagination: ZServicePagination,
  totalFound: z.number(),
});
export type TServiceList = z.infer<typeof ZServiceList>;

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** Filters (list by type and search-all), with page and limit. */
export const ZServiceQuery = z.object({
  q: z.string().trim().max(100).optional(),
  search: z.string().trim().max(100).optional(),
  providerId: z.preprocess(emptyToUndefined, ZId.optional()),
  serviceType: z.preprocess(emptyToUndefined, z.enum([...SERVICE_TYPES, 'all']).optional()),
  type: z.preprocess(emptyToUndefined, z.enum([...SERVICE_TYPES, 'all']).optional()),
  /** Services in this city; one of the near list's is also a place (with `radiusKm`, its radius). */
  city: z.string().trim().max(60).optional(),
  /** Near a point (issue 56, ZNearQuery): `lat`, `lng` and `radiusKm`. */
  ...ZNearQuery.shape,
  /** Nearest first (with a point or a city); by default featured, then newest. */
  sortBy: z.preprocess(emptyToUndefined, z.enum(['distance']).optional()),
  /** Compared with the integer price column: whole shekels only. */
  priceMin: zOptionalNumber(PRICE_FILTER),
  priceMax: zOptionalNumber(PRICE_FILTER),
  /** Compared with the average rating (`real`). */
  rating: zOptionalNumber({ min: 0, max: 5, whole: false }),
  region: z.preprocess(emptyToUndefined, z.enum(REGIONS).optional()),
  skill: z.preprocess(emptyToUndefined, z.enum(SURFING_LEVELS).optional()),
  specialties: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? undefined : Array.isArray(v) ? v : v.split(','))),
  page: zOptionalNumber(pageRule(10_000)),
  limit: zOptionalNumber(pageRule(SERVICE_LIMITS.maxLimit)),
});
export type TServiceQuery = z.infer<typeof ZServiceQuery>;

/**
 * The moderation list's price reference (#42 item 14): per price type, the median price of the
 * kind's approved services and how many there are (priceDistance in price-range.ts judges).
 */
export const ZServicePriceMedians = z.record(
  z.string(),
  z.object({ median: z.number(), count: z.number() }),
);
export type TServicePriceMedians = z.infer<typeof ZServicePriceMedians>;

/** The admin list of one kind: the services and the price medians of the kind. */
export const ZServiceModerationList = ZServiceList.extend({ priceMedians: ZServicePriceMedians });
export type TServiceModerationList = z.infer<typeof ZServiceModerationList>;

export const ZServiceTypeParams = z.object({ serviceType: z.enum(SERVICE_TYPES) });
export const ZServiceParams = z.object({ serviceType: z.enum(SERVICE_TYPES), id: ZId });

export const ZServiceStats = z.object({
  pending: z.number(),
  approved: z.number(),
  rejected: z.number(),
  total: z.number(),
  byType: z.record(
    z.string(),
    z.object({
      pending: z.number(),
      approved: z.number(),
      rejected: z.number(),
      total: z.number(),
    }),
  ),
});
export type TServiceStats = z.infer<typeof ZServiceStats>;

export const ZServiceReject = z.object({
  reason: z.string().trim().max(500).optional(),
  notes: z.string().trim().max(1000).optional(),
});

export const ZLikeResult = z.object({ liked: z.boolean(), likeCount: z.number() });
export type TLikeResult = z.infer<typeof ZLikeResult>;

/** A list's page and size (liked services, a user's services). */
export const ZServicePageQuery = ZServiceQuery.pick({ page: true, limit: true });

/** GET /services/:serviceType/user/:userId ('all' for every type) */
export const ZUserServicesParams = z.object({
  serviceType: z.enum([...SERVICE_TYPES, 'all']),
  userId: ZId,
});

/** GET /services/:serviceType/admin/pending (admins): by moderation status. */
export const ZServiceModerationQuery = z.object({
  status: z.enum([...SERVICE_STATUSES, 'all']).default('pending'),
});

/** Lists answer `services`/`pagination` at the top and `data.services`/`data.totalFound`. */
export const ZServiceListResponse = ZSuccess.extend({
  services: ZServiceList.shape.services,
  pagination: ZServiceList.shape.pagination,
  data: ZServiceList,
});
export type TServiceListResponse = z.infer<typeof ZServiceListResponse>;

/** The admin list: the list answer, with the kind's price medians beside it. */
export const ZServiceModerationListResponse = ZServiceListResponse.extend({
  priceMedians: ZServiceModerationList.shape.priceMedians,
  data: ZServiceModerationList,
});
