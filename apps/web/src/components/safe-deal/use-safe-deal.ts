import { useState } from 'react';
import { useAuth } from '../../lib/auth/auth-context';
import { markSafeDealSeen } from '../../lib/queries/me';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage';

/** A contact the buyer started: where its link goes, and what to note when it goes. */
export interface SafeDealContact {
  href: string;
  /** '_blank' for WhatsApp and web links; none for mailto: and tel:. */
  target?: string;
  onGo?: () => void;
}

/** What the safe-deal card is showing: the advice alone, or the advice before a contact. */
export interface SafeDealCardState {
  contact: SafeDealContact | null;
}

/**
 * The safe-deal advice (issue 33): shown once, before the first contact with a seller, and
 * whenever the buyer asks for it. Dismissing it is remembered in the account when signed in
 * (on every device), else on this device.
 */
export function useSafeDeal() {
  const { user, refreshUser } = useAuth();
  const [card, setCard] = useState<SafeDealCardState | null>(null);
  const [dismissedHere, setDismissedHere] = useState(false);

  const seen = () =>
    dismissedHere ||
    (user ? Boolean(user.safeDealSeen) : readStorage(STORAGE_KEYS.safeDealSeen) === '1');

  /**
   * On a contact link's click: the first time, the card comes first and the link waits (the
   * card's own button then takes it). True when the contact goes ahead now.
   */
  function beforeContact(event: { preventDefault(): void }, contact: SafeDealContact): boolean {
    if (seen()) {
      contact.onGo?.();
      return true;
    }
    event.preventDefault();
    setCard({ contact });
    return false;
  }

  function dismiss() {
    setCard(null);
    if (seen()) return;
    setDismissedHere(true);
    if (user) {
      // A failure is silent: the advice shows again next time, nothing worse.
      markSafeDealSeen().then(
        () => void refreshUser(),
        () => undefined,
      );
    } else {
      writeStorage(STORAGE_KEYS.safeDealSeen, '1');
    }
  }

  return {
    card,
    beforeContact,
    /** After a contact made in Galim (a question sent): the advice, the first time only. */
    adviseOnce: () => {
      if (!seen()) setCard({ contact: null });
    },
    /** The "safe purchase" link: the advice, without a contact behind it. */
    showAdvice: () => setCard({ contact: null }),
    dismiss,
  };
}
