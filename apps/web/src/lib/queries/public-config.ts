import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiOrThrow } from '../api';

/** Runtime settings the server shares with the client (GET /api/config). */
export interface PublicConfig {
  contactEmail: string;
  /** null: none configured, the contact page shows no phone line. */
  contactPhone: string | null;
  googleClientId: string | null;
  devLogin: boolean;
  forecastDemo: boolean;
  publicUrl: string;
}

export const publicConfigKey = ['public-config'] as const;

/** Read once per page load: the server's settings do not change while it runs. */
export const publicConfigQuery = () =>
  queryOptions({
    queryKey: publicConfigKey,
    queryFn: () => apiOrThrow<PublicConfig>('/api/config'),
    staleTime: Infinity,
  });

export const usePublicConfig = () => useQuery(publicConfigQuery());
