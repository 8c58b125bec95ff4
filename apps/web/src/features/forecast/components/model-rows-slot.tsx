import type { TForecast } from '@galim/shared/forecast/schemas';
import type { HeightUnit } from '@galim/shared/forecast/units';
import { NearSlot } from './near-slot';

const load = () => import('./model-rows');

/** Where the models side by side go, under the day tables (`#models`). */
export function ModelRowsSlot({ forecast, unit }: { forecast: TForecast; unit: HeightUnit }) {
  // An answer cached before the models came has none to show.
  const models: TForecast['models'] | undefined = forecast.models;
  if (!models?.length) return null;
  return <NearSlot id="models" load={load} props={{ forecast, unit }} />;
}
