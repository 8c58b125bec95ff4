import { useEffect } from 'react';
import { rememberedLanguage } from '@galim/shared/i18n/languages';
import { useAuth } from '../lib/auth/auth-context';
import { saveLanguageChoice } from '../lib/queries/me';

/**
 * Keeps the account's language the one chosen with the site's switch (remembered in a cookie by
 * the server, decision 051), so a signed-in user's notifications and push come in it. Draws
 * nothing; a failure is silent and tried again on the next page.
 */
export function AccountLanguage() {
  const { user, refreshUser } = useAuth();
  const saved = user?.language;
  useEffect(() => {
    if (!user) return;
    const chosen = rememberedLanguage(document.cookie);
    if (!chosen || chosen === saved) return;
    saveLanguageChoice({ language: chosen }).then(
      () => void refreshUser(),
      () => undefined,
    );
  }, [user, saved, refreshUser]);
  return null;
}
