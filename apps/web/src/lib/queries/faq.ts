import { queryOptions } from '@tanstack/react-query';
import type { TFaqItem } from '@galim/shared/faq/schemas';
import { apiOrThrow } from '../api';

// The public FAQ is read by the info page and refreshed by the admin's FAQ editor: one key.

export const faqKeys = {
  all: ['faq'] as const,
  public: ['faq', 'public'] as const,
};

/** A failed load is silent and reads as no questions. */
export const publicFaqQuery = () =>
  queryOptions({
    queryKey: faqKeys.public,
    queryFn: ({ signal }) =>
      apiOrThrow<{ items?: TFaqItem[] } | undefined>('/api/faq/public', { signal }).then(
        (data) => data?.items ?? [],
        () => [],
      ),
  });
