import { lazy, Suspense, useState, type ComponentType } from 'react';
import { NeedsConnection } from '../../../components/ui/needs-connection';
import { SectionBoundary } from '../../../components/ui/section-boundary';
import { useShownWhenNear } from '../../../lib/use-shown-when-near';

/**
 * A section of the spot's page whose code loads when the visitor gets near it (the page's first
 * load is at its budget): the reports from the beach, the models side by side. Offline, a retry.
 */
export function NearSlot<P extends object>({
  id,
  load,
  props,
}: {
  /** The section's anchor (`#reports`). */
  id: string;
  load: () => Promise<{ default: ComponentType<P> }>;
  props: P;
}) {
  const [ref, near] = useShownWhenNear<HTMLDivElement>();
  // A retry needs a new lazy component: React keeps a failed import failed.
  const [Part, setPart] = useState(() => lazy(load));
  return (
    <div id={id} ref={ref} className="mt-8 min-h-24 scroll-mt-20">
      {near && (
        <SectionBoundary
          fallback={(retry) => (
            <NeedsConnection
              onRetry={() => {
                setPart(() => lazy(load));
                retry();
              }}
            />
          )}
        >
          <Suspense fallback={null}>
            <Part {...props} />
          </Suspense>
        </SectionBoundary>
      )}
    </div>
  );
}
