import type { TForecastSlot, TSeaPart } from '@galim/shared/forecast/schemas';
import { swellApproach } from '@galim/shared/forecast/approach';
import { formatHeight, type HeightUnit } from '@galim/shared/forecast/units';
import { DirectionArrow } from '../../../components/forecast/direction-arrow';
import { forecastTexts } from '../../../i18n/he/forecast';

const PARTS = ['swell', 'secondarySwell', 'windWaves'] as const;

/**
 * An hour's sea by its parts (primary swell, secondary swell, wind waves): height, period and
 * an arrow with how it meets this beach. A part the model does not give is left out. An answer
 * cached offline before the parts existed has none of them, and shows nothing.
 */
export function SeaParts({
  slot,
  coastlineAngle,
  unit,
  unitLabel,
}: {
  slot: Partial<Pick<TForecastSlot, (typeof PARTS)[number]>>;
  coastlineAngle: number;
  unit: HeightUnit;
  unitLabel: string;
}) {
  const present = PARTS.flatMap((key) => {
    const part: TSeaPart | null | undefined = slot[key];
    return part ? [{ key, part }] : [];
  });
  if (!present.length) return null;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-slate-700">
      {present.map(({ key, part }) => (
        <li key={key} className="inline-flex items-center gap-1">
          <span className="font-semibold text-slate-800">{forecastTexts.parts[key]}</span>
          <span>
            {formatHeight(part.height, unit)} {unitLabel}
          </span>
          {part.period != null && (
            <span>· {forecastTexts.cards.seconds(part.period.toFixed(0))}</span>
          )}
          {part.direction != null && (
            <>
              <DirectionArrow from={part.direction} className="size-3.5 text-sky-700" />
              <span>{forecastTexts.approach[swellApproach(part.direction, coastlineAngle)]}</span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
