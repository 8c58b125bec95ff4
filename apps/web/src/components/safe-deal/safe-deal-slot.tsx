import { lazy, Suspense } from 'react';
import type { BoardPlace } from '../../lib/queries/meeting-places';
import type { SafeDealCardState } from './use-safe-deal';

// The card's code loads the first time it is shown: it costs a board page nothing before.
const SafeDealCard = lazy(() => import('./safe-deal-card'));

export function SafeDealSlot({
  card,
  place,
  onDismiss,
}: {
  card: SafeDealCardState | null;
  /** A board's place, for the safe places to meet near it (none on a service's card). */
  place?: BoardPlace;
  onDismiss: () => void;
}) {
  if (!card) return null;
  return (
    <Suspense fallback={null}>
      <SafeDealCard state={card} place={place} onDismiss={onDismiss} />
    </Suspense>
  );
}
