import { storedPoint } from '@galim/shared/geo/near';
import { CITY_CENTRES, isCity } from '@galim/shared/geo/cities';
import { ZServiceInput, type TServiceInput } from '@galim/shared/services/schemas';
import { newImageIndex } from '@galim/shared/images';
import { hasGroupSize, SERVICE_LIMITS } from '@galim/shared/services/options';
import type { StoredImage } from '../../db/schema';
import { parseBody } from '../../lib/parse-body';
import type * as repo from './repo';
import { serviceSearchText } from './search-text';
import { list, text } from './serialize';

// A service's form as it arrives (multipart text fields and files) and as it is stored:
// parsing, validation with the shared schema, the columns it sets, and its images.

/** Validates with the shared schema; the first message (Hebrew) is the error. */
export function validateServiceInput(candidate: unknown): TServiceInput {
  return parseBody(ZServiceInput, candidate);
}

/** The stored row's values as a form input (to merge a partial update onto). */
export function rowToInput(s: repo.ServiceRow): Record<string, unknown> {
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

/**
 * What moderation judged (docs/decisions/009): the texts, links and photos. Changing any of
 * them on an approved service sends it back to review; price, availability, regions,
 * languages, group size and experience do not.
 */
export function reviewedContent(s: {
  title: string;
  description: string;
  location: { address?: string; city?: string };
  contactInfo: object;
  details: Record<string, unknown>;
  tags: string[];
  images: { key: string }[];
}): string {
  const d = s.details;
  const sortedContact = Object.entries(s.contactInfo).sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([
    s.title,
    s.description,
    s.location.address ?? null,
    s.location.city ?? null,
    sortedContact,
    s.tags,
    ['certifications', 'materials', 'turnaroundTime', 'equipment', 'deliveryTime'].map(
      (k) => d[k] ?? null,
    ),
    s.images.map((i) => i.key),
  ]);
}

/** The columns a validated input sets (type-specific fields go to `details`). */
export function inputToColumns(input: TServiceInput, providerName: string) {
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
  // Stored rounded to about a kilometre, or the centre of the city when no point came (issue 56).
  const [lng, lat] = input.location.coordinates ?? [0, 0];
  const point = storedPoint({ lat, lng }, input.location.city);
  const location = {
    address: input.location.address,
    city: input.location.city,
    region: input.location.region,
    coordinates: [point.lng, point.lat] as [number, number],
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
    groupSize: hasGroupSize(type) ? (input.groupSize ?? null) : null,
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
 * `coverImage` names the cover: an existing key, `new:N` (the N-th new file, newImageToken; old
 * clients send `new-N`), or a file sent in the coverImage field itself.
 */
export function arrangeImages(
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
    // `new-N` is what the wizard sent before it used the shared token.
    const n = newImageIndex(coverField.replace(/^new-(?=\d)/, 'new:'));
    if (n !== null) coverIndex = kept.length + n;
    else if (/^\d+$/.test(coverField)) coverIndex = Number(coverField);
    else coverIndex = images.findIndex((img) => img.key === coverField);
  }
  if (coverIndex < 0 || coverIndex >= images.length) coverIndex = 0;
  return { images: images.slice(0, SERVICE_LIMITS.maxImages), coverIndex };
}

/**
 * An edit that moves a service to another city and sends back the old city's centre (the point
 * the server filled in, issue 56) gets the new city's centre instead: that point was the city's,
 * never the provider's own.
 */
export function withoutOldCityCentre(input: TServiceInput, previousCity: string): TServiceInput {
  const [lng, lat] = input.location.coordinates ?? [0, 0];
  const old = isCity(previousCity) ? CITY_CENTRES[previousCity] : null;
  if (input.location.city === previousCity || !old || old.lat !== lat || old.lng !== lng) {
    return input;
  }
  return { ...input, location: { ...input.location, coordinates: undefined } };
}
