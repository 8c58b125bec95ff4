import { ButtonLink, Button } from '../../../components/ui/button';
import { Distance } from '../../../components/near/distance';
import { mapTexts, type TMapLayer } from '../../../i18n/he/map';
import type { MapPoint } from '../api/map-points';

const t = mapTexts;

/** The place tapped on the map: its name, its line and the way to its page. */
export function ChosenPlace({
  layer,
  point,
  onClose,
}: {
  layer: TMapLayer;
  point: MapPoint;
  onClose: () => void;
}) {
  return (
    <section
      aria-label={t.chosen}
      aria-live="polite"
      className="mt-3 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 ring-1 ring-sky-300"
    >
      <div className="min-w-0">
        <h2 dir="auto" className="font-bold text-slate-900">
          {point.title}
        </h2>
        <p dir="auto" className="text-sm text-slate-600">
          <span aria-hidden={point.detailSpoken ? true : undefined}>{point.detail}</span>
          {point.detailSpoken && <span className="sr-only">{point.detailSpoken}</span>}
        </p>
      </div>
      <div className="flex items-center gap-2">
        {point.distanceKm !== undefined && <Distance km={point.distanceKm} />}
        {point.to && (
          <ButtonLink to={point.to} size="sm">
            {t.open[layer]}
          </ButtonLink>
        )}
        <Button variant="secondary" size="sm" onClick={onClose}>
          {t.closeChosen}
        </Button>
      </div>
    </section>
  );
}
