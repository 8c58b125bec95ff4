import type { TPriceType, TServiceType } from './options';

/** The unit labels of the detail page. */
export type TPriceUnit = 'hour' | 'day' | 'session' | 'repair' | 'photo' | 'package';

/**
 * The unit a price is shown with. The form's price types (hourly, daily, session, package,
 * fixed) map onto the detail page's units; a fixed price is "per repair" for repairs, "per
 * photo" for photographers and "per session" for instructors.
 */
export function priceUnit(priceType: string, serviceType: TServiceType): TPriceUnit | null {
  switch (priceType as TPriceType) {
    case 'hourly':
      return 'hour';
    case 'daily':
      return 'day';
    case 'session':
      return 'session';
    case 'package':
      return 'package';
    case 'fixed':
      return serviceType === 'surfboard-repair'
        ? 'repair'
        : serviceType === 'surf-photographer'
          ? 'photo'
          : 'session';
    default:
      return null;
  }
}

/** A price worth showing: a positive finite number. Anything else is "price on request". */
export function hasPrice(price: unknown): price is number {
  return typeof price === 'number' && Number.isFinite(price) && price > 0;
}

/** The card's description: cut at `max` characters (on a code point) with an ellipsis. */
export function truncateText(text: string, max: number): string {
  const chars = Array.from(text.trim());
  if (chars.length <= max) return chars.join('');
  return `${chars.slice(0, max).join('').trimEnd()}…`;
}

/** At most `max` tags, and how many more there are (shown as '+N'). */
export function visibleTags<T>(tags: readonly T[], max: number): { shown: T[]; more: number } {
  return { shown: tags.slice(0, max), more: Math.max(0, tags.length - max) };
}
