import { lazy, Suspense } from 'react';
import { useShownWhenNear } from '../../../lib/use-shown-when-near';

// Reports from the beach load their code when the visitor gets near them: the forecast page's
// first load is at its budget.
const SpotReports = lazy(() => import('./spot-reports'));

/** Where the spot's reports from the beach go, below its forecast (`#reports`). */
export function SpotReportsSlot({ spotId }: { spotId: string }) {
  const [ref, near] = useShownWhenNear<HTMLDivElement>();
  return (
    <div id="reports" ref={ref} className="mt-8 min-h-24 scroll-mt-20">
      {near && (
        <Suspense fallback={null}>
          <SpotReports spotId={spotId} />
        </Suspense>
      )}
    </div>
  );
}
