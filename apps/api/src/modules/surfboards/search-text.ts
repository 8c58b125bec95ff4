import { searchDocument } from '@galim/shared/search/document';

/**
 * The text the trigram index searches (shared searchDocument): title, brand, model, category
 * and technology rank first; description and skill level follow.
 */
export function boardSearchText(parts: {
  title: string;
  brandTitle?: string | null;
  modelTitle?: string | null;
  categoryTitle?: string | null;
  technologyTitle?: string | null;
  skillLevel?: string | null;
  description?: string | null;
}): string {
  return searchDocument({
    head: [
      parts.title,
      parts.brandTitle,
      parts.modelTitle,
      parts.categoryTitle,
      parts.technologyTitle,
    ],
    body: [parts.description, parts.skillLevel],
  });
}
