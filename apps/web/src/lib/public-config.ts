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

export function usePublicConfig() {
  return useQuery({
    queryKey: ['public-config'],
    queryFn: () => apiOrThrow<PublicConfig>('/api/config'),
    staleTime: Infinity,
  });
}
