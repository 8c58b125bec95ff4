import { queryOptions } from '@tanstack/react-query';
import { apiOrThrow } from '../api';
import type { TFaqList } from '@galim/shared/faq/schemas';

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
      apiOrThrow<TFaqList | undefined>('/api/faq/public', { signal }).then(
        (data) => data?.items ?? [],
        () => [],
      ),
  });
