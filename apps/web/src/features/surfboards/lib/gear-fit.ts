import { finFit, wetsuitFit } from '@galim/shared/listings/fit';
import type { TFinSize, TWetsuitCut, TWetsuitSize } from '@galim/shared/listings/options';
import { gearTexts } from '../../../i18n/he/gear';

// "Fits me" in words, from the shared charts (listings/fit.ts): what the list's switch says it
// goes by, and a page's verdict with its reason ("מתאים לגובה 178 ומשקל 75").

export type TFitKind = 'wetsuit' | 'fins';

/** The rider's measures as the profile keeps them (private): null when not given. */
export interface TRiderMeasures {
  heightCm: number | null;
  weightKg: number | null;
  chestCm: number | null;
}

export const isFitKind = (kind: string): kind is TFitKind => kind === 'wetsuit' || kind === 'fins';

/** The query keys "fits me" adds to a list (GET /api/listings' fit keys). */
export const FIT_KEYS = ['fitHeightCm', 'fitWeightKg', 'fitChestCm'] as const;

/** Whether the rider has given what the kind's chart needs. */
export function hasMeasures(kind: TFitKind, m: TRiderMeasures): boolean {
  return m.weightKg !== null && (kind === 'fins' || m.heightCm !== null);
}

/** The measures as the list's query keys: weight, and height and chest for a wetsuit. */
export function fitParams(kind: TFitKind, m: TRiderMeasures): Record<string, string> {
  const params: Record<string, string> = { fitWeightKg: String(m.weightKg) };
  if (kind === 'wetsuit' && m.heightCm !== null) params.fitHeightCm = String(m.heightCm);
  if (kind === 'wetsuit' && m.chestCm !== null) params.fitChestCm = String(m.chestCm);
  return params;
}

/** What the switch goes by: "מתאים לגובה 178 ומשקל 75", "מתאים למשקל 70". */
export function measuresText(kind: TFitKind, m: TRiderMeasures): string {
  if (kind === 'fins' || m.heightCm === null) return gearTexts.fit.fins(m.weightKg ?? 0);
  return gearTexts.fit.wetsuit({
    height: m.heightCm,
    weight: m.weightKg ?? 0,
    ...(m.chestCm === null ? {} : { chest: m.chestCm }),
  });
}

/** A listing's verdict for the rider, in words; null when its size is not on a chart. */
export function listingFit(
  kind: TFitKind,
  attributes: Record<string, unknown>,
  m: TRiderMeasures,
): { fits: boolean; text: string } | null {
  if (m.weightKg === null) return null;
  if (kind === 'fins') {
    const fit = attributes.size ? finFit(m.weightKg, attributes.size as TFinSize) : null;
    if (!fit) return null;
    const words = fit.fits ? gearTexts.fit.fins : gearTexts.fit.finsNot;
    return { fits: fit.fits, text: words(fit.reason.weight) };
  }
  if (m.heightCm === null || !attributes.size || !attributes.cut) return null;
  const fit = wetsuitFit(
    {
      heightCm: m.heightCm,
      weightKg: m.weightKg,
      ...(m.chestCm === null ? {} : { chestCm: m.chestCm }),
    },
    attributes.size as TWetsuitSize,
    attributes.cut as TWetsuitCut,
  );
  if (!fit) return null;
  const words = fit.fits ? gearTexts.fit.wetsuit : gearTexts.fit.wetsuitNot;
  return { fits: fit.fits, text: words(fit.reason) };
}
