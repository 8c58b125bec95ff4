import { NearSlot } from './near-slot';

const load = () => import('./spot-reports');

/** Where the spot's reports from the beach go, below its forecast (`#reports`). */
export function SpotReportsSlot({ spotId }: { spotId: string }) {
  return <NearSlot id="reports" load={load} props={{ spotId }} />;
}
