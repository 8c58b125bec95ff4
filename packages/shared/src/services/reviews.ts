import { z } from 'zod';
import { ZId } from '../common/api';
import { messageKey } from '../i18n/messages';
import { SERVICE_LIMITS, SERVICE_TYPES } from './options';

// A service's reviews: what a user writes (one schema for the form and the API), and the list
// its page shows with the service's mean rating.

export const ZReviewInput = z.object({
  rating: z
    .number({ error: messageKey('service.reviewRating') })
    .int(messageKey('service.reviewRating'))
    .min(1, messageKey('service.reviewRating'))
    .max(5, messageKey('service.reviewRating')),
  text: z
    .string()
    .trim()
    .max(SERVICE_LIMITS.reviewTextMax, messageKey('service.reviewText'))
    .optional(),
});
export type TReviewInput = z.infer<typeof ZReviewInput>;

export const ZReview = z.object({
  _id: ZId,
  serviceId: ZId,
  rating: z.number(),
  text: z.string(),
  user: z.object({
    _id: ZId,
    name: z.string(),
    profileImage: z.string().nullable(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TReview = z.infer<typeof ZReview>;

export const ZReviewList = z.object({
  reviews: z.array(ZReview),
  rating: z.number(),
  reviewCount: z.number(),
});
export type TReviewList = z.infer<typeof ZReviewList>;

export const ZReviewParams = z.object({
  serviceType: z.enum(SERVICE_TYPES),
  id: ZId,
  reviewId: ZId,
});
