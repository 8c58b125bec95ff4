import { lazy, Suspense, useState } from 'react';
import { NeedsConnection } from '../../../components/ui/needs-connection';
import { SectionBoundary } from '../../../components/ui/section-boundary';
import { useShownWhenNear } from '../../../lib/use-shown-when-near';

// Reports from the beach load their code when the visitor gets near them: the forecast page's
// first load is at its budget.
const SpotReports = lazy(() => import('./spot-reports'));

/** Where the spot's reports from the beach go, below its forecast (`#reports`). */
export function SpotReportsSlot({ spotId }: { spotId: string }) {
  const [ref, near] = useShownWhenNear<HTMLDivElement>();
  // A retry needs a new lazy component: React keeps a failed import failed.
  const [Reports, setReports] = useState(() => SpotReports);
  return (
    <div id="reports" ref={ref} className="mt-8 min-h-24 scroll-mt-20">
      {near && (
        <SectionBoundary
          fallback={(retry) => (
            <NeedsConnection
              onRetry={() => {
                setReports(() => lazy(() => import('./spot-reports')));
                retry();
              }}
            />
          )}
        >
          <Suspense fallback={null}>
            <Reports spotId={spotId} />
          </Suspense>
        </SectionBoundary>
      )}
    </div>
  );
}
