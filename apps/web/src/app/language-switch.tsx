import { useLocation } from 'react-router';
import {
  LANGUAGE_NAMES,
  LANGUAGES,
  switchAddress,
  type Language,
} from '@galim/shared/i18n/languages';
import { languageTexts } from '../i18n/he/language';
import { LANGUAGE } from '../i18n/he/locale';

/** The same page in every other language. */
export function otherLanguages(): Language[] {
  return LANGUAGES.filter((language) => language !== LANGUAGE);
}

/**
 * Links to the page the visitor is on, in each other language (decision 051). Plain links
 * through the server, which remembers the choice: they work before the app has started, and
 * the other language's site is another build.
 */
export function LanguageSwitch({
  className = '',
  onSwitch,
}: {
  className?: string;
  onSwitch?: () => void;
}) {
  const { pathname, search, hash } = useLocation();
  return (
    <ul aria-label={languageTexts.switchLabel} className={`flex gap-3 ${className}`}>
      {otherLanguages().map((language) => (
        <li key={language}>
          <a
            href={switchAddress(language, `${pathname}${search}${hash}`)}
            hrefLang={language}
            lang={language}
            onClick={onSwitch}
            className="inline-flex min-h-6 items-center hover:underline"
          >
            {LANGUAGE_NAMES[language]}
          </a>
        </li>
      ))}
    </ul>
  );
}
