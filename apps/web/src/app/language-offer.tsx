import { useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import {
  isLanguage,
  LANGUAGE_COOKIE,
  switchAddress,
  type Language,
} from '@galim/shared/i18n/languages';
import { languageTexts } from '../i18n/he/language';
import { LANGUAGE } from '../i18n/he/locale';
import { readStorage, STORAGE_KEYS, writeStorage } from '../lib/storage';

/** The first of the browser's languages that Galim speaks, if any. */
export function browserLanguage(languages: readonly string[]): Language | null {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    const language = base === 'iw' ? 'he' : base;
    if (isLanguage(language)) return language;
  }
  return null;
}

const neverChanges = () => () => undefined;

/** Whether this visitor is offered the English site: see LanguageOffer. */
function offersEnglish(): boolean {
  return (
    LANGUAGE === 'he' &&
    !document.cookie.includes(`${LANGUAGE_COOKIE}=`) &&
    readStorage(STORAGE_KEYS.languageOfferDismissed) !== '1' &&
    browserLanguage(navigator.languages) === 'en'
  );
}

/**
 * One line at the foot of the screen for a first visitor whose browser asks for English before
 * Hebrew: the same page in English is a tap away. Never a redirect, and never again once the
 * visitor has chosen a language or closed the line. Fixed in place, so nothing on the page moves.
 */
export function LanguageOffer() {
  const { pathname, search, hash } = useLocation();
  // Read in the browser only: the page the server drew offers nothing.
  const offered = useSyncExternalStore(neverChanges, offersEnglish, () => false);
  const [closed, setClosed] = useState(false);
  if (!offered || closed) return null;
  return (
    <div
      lang="en"
      dir="ltr"
      role="region"
      aria-label={languageTexts.offer}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-sky-200 bg-sky-50 text-sm text-sky-950 shadow-lg"
    >
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2">
        <p>
          {languageTexts.offer}{' '}
          <a
            href={switchAddress('en', `${pathname}${search}${hash}`)}
            hrefLang="en"
            className="font-semibold underline"
          >
            {languageTexts.offerLink}
          </a>
        </p>
        <button
          type="button"
          aria-label={languageTexts.offerDismiss}
          className="rounded p-1 text-lg leading-none hover:bg-sky-100"
          onClick={() => {
            writeStorage(STORAGE_KEYS.languageOfferDismissed, '1');
            setClosed(true);
          }}
        >
          ×
        </button>
      </div>
    </div>
  );
}
