import { lazy, Suspense } from 'react';
import type { SafeDealCardState } from './use-safe-deal';

// The card's code loads the first time it is shown: it costs a board page nothing before.
const SafeDealCard = lazy(() => import('./safe-deal-card'));

export function SafeDealSlot({
  card,
  onDismiss,
}: {
  card: SafeDealCardState | null;
  onDismiss: () => void;
}) {
  if (!card) return null;
  return (
    <Suspense fallback={null}>
      <SafeDealCard state={card} onDismiss={onDismiss} />
    </Suspense>
  );
}
