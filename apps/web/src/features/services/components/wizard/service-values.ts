import type { z } from 'zod';
import { PRICE_TYPES, SERVICE_LIMITS } from '@galim/shared/services/options';
import type { TService, ZServiceInput } from '@galim/shared/services/schemas';

// The wizard's form values: empty (create), from a stored service (edit).

export type FormIn = z.input<typeof ZServiceInput>;
export type FormOut = z.output<typeof ZServiceInput>;

export const EMPTY: FormIn = {
  serviceType: '' as never,
  title: '',
  description: '',
  price: null as never,
  priceType: 'hourly',
  currency: 'ILS',
  location: { address: '', city: '', region: '' as never, coordinates: [0, 0] },
  operatingRegions: [],
  contactInfo: { email: '', phone: '', website: '', whatsapp: '', instagram: '', facebook: '' },
  specialties: [],
  services: [],
  equipment: '',
  languages: [],
  experience: null,
  certifications: '',
  materials: '',
  turnaroundTime: '',
  deliveryTime: '',
  groupSize: { min: SERVICE_LIMITS.groupSize.defaultMin, max: SERVICE_LIMITS.groupSize.defaultMax },
  targetSkillLevels: [],
  availability: [],
};

/** An existing service as form values (the edit page). */
export function fromService(s: TService): FormIn {
  const offerings =
    s.serviceType === 'surf-instructor'
      ? s.lessonTypes
      : s.serviceType === 'surfboard-repair'
        ? s.repairTypes
        : s.photographyTypes;
  return {
    ...EMPTY,
    serviceType: s.serviceType,
    title: s.title,
    description: s.description,
    price: s.price ?? (null as never),
    priceType: (PRICE_TYPES as readonly string[]).includes(s.priceType)
      ? (s.priceType as FormIn['priceType'])
      : 'hourly',
    location: {
      address: s.location.address,
      city: s.location.city,
      region: s.location.region as FormIn['location']['region'],
      coordinates: s.location.coordinates,
    },
    operatingRegions: s.operatingRegions as FormIn['operatingRegions'],
    contactInfo: { ...EMPTY.contactInfo, ...s.contactInfo, email: s.contactInfo.email ?? '' },
    specialties: s.serviceType === 'surf-instructor' ? offerings : [],
    services: s.serviceType === 'surf-instructor' ? [] : offerings,
    equipment: s.equipment ?? '',
    languages: s.languages as FormIn['languages'],
    experience: s.experience ?? null,
    certifications: s.certifications ?? '',
    materials: s.materials ?? '',
    turnaroundTime: s.turnaroundTime ?? '',
    deliveryTime: s.deliveryTime ?? '',
    groupSize: s.groupSize ?? EMPTY.groupSize,
    targetSkillLevels: s.targetSkillLevels as FormIn['targetSkillLevels'],
    availability: s.availability as FormIn['availability'],
  };
}
