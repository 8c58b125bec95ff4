import { searchDocument } from '@galim/shared/search/document';
import type { TServiceType } from '@galim/shared/services/options';

/** How people name each kind of service, so "צלם" or "מדריך" finds it without a type filter. */
const TYPE_WORDS: Record<TServiceType, string> = {
  'surf-instructor': 'מדריך גלישה שיעורי גלישה surf instructor',
  'surfboard-repair': 'תיקון גלשנים surfboard repair',
  'surf-photographer': 'צלם גלישה צילום surf photographer',
};

/** The search text of a service: title, kind and provider rank first; the rest follows. */
export function serviceSearchText(parts: {
  title: string;
  description: string;
  serviceType: TServiceType;
  providerName: string;
  city: string;
  address?: string | null;
  tags: string[];
}): string {
  return searchDocument({
    head: [parts.title, TYPE_WORDS[parts.serviceType], parts.providerName],
    body: [parts.description, parts.city, parts.address, ...parts.tags],
  });
}
