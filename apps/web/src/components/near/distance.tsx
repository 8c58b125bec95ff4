import { distanceTexts } from '../../i18n/he/distance';

/** How far a listing is from the list's place ("12 ק״מ"), as a card shows it. */
export function Distance({ km }: { km: number }) {
  return (
    <span className="shrink-0 whitespace-nowrap font-medium text-sky-800">
      <span aria-hidden="true">{distanceTexts.short(km)}</span>
      <span className="sr-only">{distanceTexts.spoken(km)}</span>
    </span>
  );
}
