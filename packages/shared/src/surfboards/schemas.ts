import { z } from 'zod';
import { ZId } from '../common/api';
import {
  BOARD_CONDITIONS,
  FIN_SYSTEMS,
  MODERATION_STATUSES,
  SELLER_TYPES,
  SKILL_LEVELS,
} from './options';

export const ZImage = z.object({
  key: z.string(),
  widths: z.array(z.number()),
  width: z.number(),
  height: z.number(),
});

export const ZBoardSeller = z.object({
  _id: ZId,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  displayName: z.string(),
  profileImage: z.string().nullable(),
  slug: z.string().nullable(),
  /** Present only when the seller shows contact details on listings (or for the owner/admin). */
  phone: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  location: z.string().nullable().optional(),
});

/** A surfboard as every read answers it (spec-1 §3). */
export const ZSurfboard = z.object({
  _id: ZId,
  title: z.string(),
  description: z.string(),
  price: z.number(),
  brand: ZId.nullable(),
  brandTitle: z.string().nullable(),
  model: ZId.nullable(),
  modelTitle: z.string().nullable(),
  category: ZId.nullable(),
  categoryTitle: z.string().nullable(),
  technology: ZId.nullable(),
  technologyTitle: z.string().nullable(),
  condition: z.enum(BOARD_CONDITIONS),
  volume: z.number().nullable(),
  length: z.number().nullable(),
  width: z.number().nullable(),
  thickness: z.number().nullable(),
  finSetup: z.number().nullable(),
  finSystem: z.enum(FIN_SYSTEMS).nullable(),
  color: z.string().nullable(),
  skillLevel: z.enum(SKILL_LEVELS).nullable(),
  availability: z.boolean(),
  sellerType: z.enum(SELLER_TYPES),
  showContact: z.boolean(),
  locationText: z.string(),
  location: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
  images: z.array(ZImage),
  coverIndex: z.number(),
  mainImage: ZImage.nullable(),
  seller: ZBoardSeller,
  sold: z.boolean(),
  soldStatus: z.object({
    isSold: z.boolean(),
    soldDate: z.string().nullable(),
    soldPrice: z.number().nullable(),
  }),
  soldThroughWebsite: z.boolean().nullable(),
  archived: z.boolean(),
  moderationStatus: z.enum(MODERATION_STATUSES),
  moderatedAt: z.string().nullable(),
  /** Only for the owner and admins. */
  moderationNotes: z.string().nullable().optional(),
  viewCount: z.number(),
  favoriteCount: z.number(),
  createdAt: z.string(),
  uploadDate: z.string(),
  updatedAt: z.string(),
});
export type TSurfboard = z.infer<typeof ZSurfboard>;
