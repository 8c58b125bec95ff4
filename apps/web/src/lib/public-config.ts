import { useQuery } from '@tanstack/react-query';
import { apiOrThrow } from './api';

/** Runtime settings the server shares with the client (GET /api/config). */
export interface PublicConfig {
  contactEmail: string;
  contactPhone: string;
  googleClientId: string | null;
  devLogin: boolean;
  forecastDemo: boolean;
  publicUrl: string;
}

export const publicConfigKey = ['public-config'] as const;

export function usePublicConfig() {
  return useQuery({
    queryKey: publicConfigKey,
    queryFn: () => apiOrThrow<PublicConfig>('/api/config'),
    staleTime: Infinity,
  });
}
