import { useState } from 'react';
import { Link } from 'react-router';
import { bannerTexts } from '../i18n/he/shell';
import { readStorage, STORAGE_KEYS, writeStorage } from '../lib/storage';

export function BetaBanner() {
  const [dismissed, setDismissed] = useState(
    () => readStorage(STORAGE_KEYS.betaBannerDismissed) === '1',
  );
  if (dismissed) return null;
  return (
    <div className="bg-amber-100 text-amber-950">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2 text-sm">
        <p>
          {bannerTexts.text}{' '}
          <Link to="/contact" className="font-semibold underline">
            {bannerTexts.feedback}
          </Link>
        </p>
        <button
          type="button"
          aria-label={bannerTexts.dismiss}
          className="rounded p-1 text-lg leading-none hover:bg-amber-200"
          onClick={() => {
            writeStorage(STORAGE_KEYS.betaBannerDismissed, '1');
            setDismissed(true);
          }}
        >
          ×
        </button>
      </div>
    </div>
  );
}
