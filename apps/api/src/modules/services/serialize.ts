import { storedPoint } from '@galim/shared/geo/near';
import type { ServiceLocation } from '../../db/schema';
import { hasGroupSize } from '@galim/shared/services/options';
import { coverImage } from '@galim/shared/images';
import type { TService } from '@galim/shared/services/schemas';
import { isOwnerOrAdmin } from '../../lib/access';
import { shownFacts } from '../../lib/privacy';
import type { AuthUser } from '../../plugins/auth';
import type * as repo from './repo';

// A stored service in its API shape: the provider's e-mail and the moderation
// notes only for the provider and admins; the provider's profile address as their switches say.

const iso = (d: Date | null) => (d ? d.toISOString() : null);
export const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);
export const list = (v: unknown) => (Array.isArray(v) ? (v as string[]) : []);

/**
 * `[lng, lat]` rounded to about a kilometre, whoever asks (issue 56), or its city's centre for
 * one stored without a point (as the lists measure it, repo.ts); none is (0, 0).
 */
function shownCoordinates(location: ServiceLocation): [number, number] {
  const [lng, lat] = location.coordinates ?? [0, 0];
  const point = storedPoint({ lat, lng }, location.city);
  return [point.lng, point.lat];
}

export function providerName(p: repo.ServiceRecord['provider']): string {
  return [p.firstName, p.lastName].filter(Boolean).join(' ') || p.displayName || '';
}

export function serializeService(record: repo.ServiceRecord, viewer: AuthUser | null): TService {
  const s = record.service;
  const p = record.provider;
  const privileged = isOwnerOrAdmin(viewer, record.service.providerId);
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
    coverImage: coverImage(s),
    images: s.images,
    coverIndex: s.coverIndex,
    location: { ...s.location, coordinates: shownCoordinates(s.location) },
    operatingRegions: s.operatingRegions,
    contactInfo,
    provider: { name: providerName(p), avatar: p.profileImage },
    providerId: {
      _id: p.id,
      firstName: p.firstName,
      lastName: p.lastName,
      profileImage: p.profileImage,
      email: privileged ? p.email : null,
      slug: shownFacts(p, privileged ? 'self' : 'public').slug ?? null,
      createdAt: p.createdAt.toISOString(),
    },
    availability: s.availability,
    targetSkillLevels: s.targetSkillLevels,
    // Only kinds with a group size show one (older rows of photographers carried 1–8).
    groupSize: hasGroupSize(s.serviceType) ? (s.groupSize ?? null) : null,
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
