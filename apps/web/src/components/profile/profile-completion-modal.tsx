import { lazy, Suspense, useEffect, useState } from 'react';
import { useAuth } from '../../lib/auth/auth-context';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage';

const CompletionForm = lazy(() => import('./profile-completion-form'));

/** At most once every 7 days. */
export const PROFILE_PROMPT_INTERVAL_MS = 7 * 24 * 3600 * 1000;

/**
 * The profile-completion modal of the home page: for signed-in users whose
 * profile lacks first name, last name or phone, at most once every 7 days.
 */
export function ProfileCompletionModal() {
  const { status, user } = useAuth();
  // When it was last shown, read once: showing it now must not hide it again at once.
  const [due] = useState(
    () =>
      Date.now() - (Number(readStorage(STORAGE_KEYS.lastProfilePrompt)) || 0) >=
      PROFILE_PROMPT_INTERVAL_MS,
  );
  const [closed, setClosed] = useState(false);
  const open =
    status === 'signed-in' && Boolean(user) && !user!.profile_completed && !closed && due;

  useEffect(() => {
    if (open) writeStorage(STORAGE_KEYS.lastProfilePrompt, String(Date.now()));
  }, [open]);

  if (!open || !user) return null;
  return (
    <Suspense fallback={null}>
      <CompletionForm onDone={() => setClosed(true)} />
    </Suspense>
  );
}
