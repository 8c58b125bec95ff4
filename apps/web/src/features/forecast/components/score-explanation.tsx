import type { TForecastSlot } from '@galim/shared/forecast/schemas';
import {
  FULL_SCORE_HEIGHT_M,
  slotConditions,
  slotScoreExplained,
  type ScoreFactor,
} from '@galim/shared/forecast/score';
import type { SpotTuning } from '@galim/shared/forecast/spots';
import { formatHeight, type HeightUnit } from '@galim/shared/forecast/units';
import { Modal } from '../../../components/ui/modal';
import { Stars } from '../../../components/forecast/stars';
import { forecastTexts } from '../../../i18n/he/forecast';
import { forecastScoreTexts as x } from '../../../i18n/he/forecast-score';
import { clock, compassName } from '../lib/format';

/** One factor in a surfer's words, and what it does to the score. */
function describe(
  f: ScoreFactor,
  tuning: SpotTuning,
  height: (m: number) => string,
): { text: string; effect: string } {
  switch (f.kind) {
    case 'size':
      return {
        text: x.size(height(f.heightM), height(FULL_SCORE_HEIGHT_M)),
        effect: x.times(f.factor),
      };
    case 'period':
      return {
        text: f.assumed ? x.periodAssumed(f.periodS) : x.period(f.periodS),
        effect: x.times(f.factor),
      };
    case 'direction': {
      const from = (f.assumed ? x.directionAssumed : x.direction)(
        compassName(f.direction),
        Math.round(f.direction),
      );
      const place =
        f.place === 'outside'
          ? x.place.outside(tuning.optimalSwellMin, tuning.optimalSwellMax)
          : x.place[f.place];
      return { text: `${from}, ${place}`, effect: x.times(f.factor) };
    }
    case 'secondary': {
      const part = x.secondary(
        height(f.heightM),
        f.periodS == null ? '' : forecastTexts.cards.seconds(f.periodS.toFixed(0)),
        f.direction == null ? '' : compassName(f.direction),
      );
      return f.points > 0
        ? { text: part, effect: x.points(f.points) }
        : { text: `${part}, ${x.secondaryNone}`, effect: x.points(0) };
    }
    case 'windWaves':
      return {
        text: `${x.windWaves(height(f.heightM))}, ${f.factor < 1 ? x.windWavesChop : x.windWavesFree}`,
        effect: x.times(f.factor),
      };
    case 'wind': {
      let text: string = x.windNone;
      if (f.kph != null && f.direction != null) {
        if (f.windClass === 'glassy') text = x.windGlassy;
        else if (f.sheltered) text = x.windSheltered(compassName(f.direction), f.kph);
        else if (f.relation) text = x.wind(forecastTexts.windRelation[f.relation], f.kph);
      }
      return { text, effect: x.times(f.factor) };
    }
    case 'tide':
      return {
        text: f.state ? x.tide(forecastTexts.tide[f.state]) : x.tideNone,
        effect: x.times(f.factor),
      };
  }
}

/**
 * What made an hour's score (issue 44 item 6): each factor in a surfer's words with what it
 * does, worked out from the hour itself (the API scores the same values: slotConditions).
 * Loaded when first asked for, from the hour's rating in the day's table.
 */
export default function ScoreExplanation({
  open,
  onClose,
  slot,
  tuning,
  unit,
  unitLabel,
}: {
  open: boolean;
  onClose: () => void;
  slot: TForecastSlot;
  tuning: SpotTuning;
  unit: HeightUnit;
  unitLabel: string;
}) {
  const explained = slotScoreExplained(slotConditions(slot), tuning);
  const height = (m: number) => `${formatHeight(m, unit)} ${unitLabel}`;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={x.title(clock(slot.time))}
      closeLabel={x.close}
      size="sm"
    >
      <p className="flex items-center gap-2 font-semibold text-slate-900">
        {x.total(explained.score)} <Stars value={explained.stars} />
      </p>
      <ul className="mt-3 flex flex-col divide-y divide-slate-100 text-sm text-slate-800">
        {explained.factors.map((f) => {
          const { text, effect } = describe(f, tuning, height);
          return (
            <li key={f.kind} className="flex items-baseline justify-between gap-3 py-2">
              <span>{text}</span>
              <bdi dir="ltr" className="font-semibold whitespace-nowrap text-slate-900">
                {effect}
              </bdi>
            </li>
          );
        })}
      </ul>
      <p className="mt-3 text-xs text-slate-600">{x.how}</p>
    </Modal>
  );
}
