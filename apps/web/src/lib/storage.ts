// Small, safe wrappers around localStorage: private mode and full quotas must not crash the app.

export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Whether this device has kept anything for the visitor (a session, a dismissed banner, feet
 * rather than metres): their pages may differ from what everyone is shown.
 */
export function hasStoredState(): boolean {
  try {
    return localStorage.length > 0;
  } catch {
    return false;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the preference simply is not remembered.
  }
}

export function readJson<T>(key: string): T | null {
  const raw = readStorage(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export const STORAGE_KEYS = {
  token: 'galim.token',
  tokenExpiry: 'galim.tokenExpiry',
  user: 'galim.user',
  betaBannerDismissed: 'galim.betaBannerDismissed',
  lastInstallPrompt: 'lastInstallPrompt',
  iosInstallHintDismissed: 'galim.iosInstallHintDismissed',
  lastProfilePrompt: 'galim.lastProfilePrompt',
  safeDealSeen: 'galim.safeDealSeen',
  languageOfferDismissed: 'galim.languageOfferDismissed',
  /** The visitor has opened a map: the map page draws it at once from then on. */
  mapOpened: 'galim.mapOpened',
} as const;
