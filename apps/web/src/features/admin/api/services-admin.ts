import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { imageUrl } from '@galim/shared/images';
import { api, apiOrThrow, ApiError } from '../../../lib/api';

// Service moderation against the services API's admin calls (spec-2 §7):
//   GET   /api/services/{type}/admin/pending?status=
//   GET   /api/services/admin/stats  -> { pending, approved, rejected, total } (overall, and
//                                       per type when the server gives it)
//   PATCH /api/services/{type}/{id}/admin/approve
//   PATCH /api/services/{type}/{id}/admin/reject  { reason, notes }
// Reads are tolerant: the list may be a plain array or { services }, images may be stored
// image objects or URLs, and an unknown status is shown as pending.

export const SERVICE_TYPES = ['surf-instructor', 'surfboard-repair', 'surf-photographer'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
export type ServiceStatus = 'pending' | 'approved' | 'rejected';
export interface StatusCounts {
  pending: number;
  approved: number;
  rejected: number;
  total: number;
}

type RawImage = string | { key: string; widths: number[] } | null | undefined;

export interface AdminService {
  _id: string;
  serviceType: ServiceType;
  title: string;
  description: string;
  price: number | null;
  priceType: string;
  status: ServiceStatus;
  city: string;
  region: string;
  providerName: string;
  providerEmail: string;
  contact: { email?: string; phone?: string; website?: string };
  cover: string | null;
  images: string[];
  createdAt: string | null;
}

const toUrl = (img: RawImage, width = 800): string | null =>
  !img ? null : typeof img === 'string' ? img : imageUrl(img, width);

export function normalizeStatus(value: unknown): ServiceStatus {
  return value === 'approved' || value === 'rejected' ? value : 'pending';
}

/** One service of any reasonable shape, as the moderation screen shows it. */
export function normalizeService(raw: Record<string, unknown>, type: ServiceType): AdminService {
  const location = (raw.location ?? {}) as Record<string, unknown>;
  const provider = (
    raw.providerId && typeof raw.providerId === 'object' ? raw.providerId : {}
  ) as Record<string, unknown>;
  const display = (raw.provider ?? {}) as Record<string, unknown>;
  const images = (Array.isArray(raw.images) ? raw.images : []) as RawImage[];
  const urls = images.map((i) => toUrl(i)).filter((u): u is string => Boolean(u));
  const cover = toUrl((raw.coverImage as RawImage) ?? images[0], 320);
  const name =
    [provider.firstName, provider.lastName].filter(Boolean).join(' ') ||
    (typeof display.name === 'string' ? display.name : '');
  return {
    _id: String(raw._id),
    serviceType: (SERVICE_TYPES as readonly string[]).includes(String(raw.serviceType))
      ? (raw.serviceType as ServiceType)
      : type,
    title: String(raw.title ?? ''),
    description: String(raw.description ?? ''),
    price: typeof raw.price === 'number' ? raw.price : null,
    priceType: String(raw.priceType ?? 'hourly'),
    status: normalizeStatus(raw.status),
    city: String(location.city ?? raw.city ?? ''),
    region: String(location.region ?? raw.region ?? ''),
    providerName: name,
    providerEmail: typeof provider.email === 'string' ? provider.email : '',
    contact: (raw.contactInfo ?? {}) as AdminService['contact'],
    cover,
    images: urls,
    createdAt: typeof raw.createdAt === 'string' ? raw.createdAt : null,
  };
}

function listOf(data: unknown): Record<string, unknown>[] {
  if (Array.isArray(data)) return data;
  const obj = (data ?? {}) as Record<string, unknown>;
  for (const key of ['services', 'items']) if (Array.isArray(obj[key])) return obj[key] as never;
  return [];
}

const counts = (raw: unknown): StatusCounts | null => {
  const o = raw as Record<string, unknown> | null;
  if (!o || typeof o.pending !== 'number') return null;
  const c = {
    pending: Number(o.pending ?? 0),
    approved: Number(o.approved ?? 0),
    rejected: Number(o.rejected ?? 0),
  };
  return {
    ...c,
    total: typeof o.total === 'number' ? o.total : c.pending + c.approved + c.rejected,
  };
};

export interface ServiceStats {
  overall: StatusCounts | null;
  byType: Partial<Record<ServiceType, StatusCounts>>;
}

export function normalizeStats(data: unknown): ServiceStats {
  const obj = (data ?? {}) as Record<string, unknown>;
  const byType: ServiceStats['byType'] = {};
  const source = (obj.byType ?? obj) as Record<string, unknown>;
  for (const type of SERVICE_TYPES) {
    const c = counts(source[type]);
    if (c) byType[type] = c;
  }
  return { overall: counts(obj), byType };
}

export const serviceKeys = {
  all: ['admin', 'services'] as const,
  list: (type: ServiceType, status: ServiceStatus) => ['admin', 'services', type, status] as const,
  stats: ['admin', 'services', 'stats'] as const,
};

export function useServicesForModeration(type: ServiceType, status: ServiceStatus) {
  return useQuery({
    queryKey: serviceKeys.list(type, status),
    queryFn: async () =>
      listOf(
        await apiOrThrow<unknown>(`/api/services/${type}/admin/pending`, { query: { status } }),
      ).map((s) => normalizeService(s, type)),
  });
}

export function useServiceStats() {
  return useQuery({
    queryKey: serviceKeys.stats,
    queryFn: async () => normalizeStats(await apiOrThrow<unknown>('/api/services/admin/stats')),
  });
}

export function useModerateService() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (v: {
      service: AdminService;
      action: 'approve' | 'reject';
      reason?: string;
    }) => {
      const path = `/api/services/${v.service.serviceType}/${v.service._id}/admin/${v.action}`;
      const body =
        v.action === 'reject'
          ? v.reason
            ? { reason: v.reason, notes: v.reason }
            : { reason: 'Admin rejection', notes: 'Rejected by admin' }
          : undefined;
      const res = await api(path, { method: 'PATCH', body });
      if (!res.success) throw new ApiError(res.error ?? 'Request failed', res.status, res.code);
      return res.data;
    },
    onSettled: () => qc.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}
