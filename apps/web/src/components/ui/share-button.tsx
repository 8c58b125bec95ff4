import { lazy, Suspense, useState } from 'react';
import { shareTexts } from '../../i18n/he/share';
import { Button } from './button';
import { useCopyLink } from './copy-link';

// Copy and WhatsApp, for browsers without a share sheet: loaded only when one is needed.
const ShareFallback = lazy(() => import('./share-fallback'));

/**
 * "שיתוף": the phone's share sheet where there is one (Web Share API); elsewhere the link is
 * copied ("הקישור הועתק") and a small panel offers WhatsApp, first in Israel, and the link.
 */
export function ShareButton({
  title,
  text,
  url,
  className = '',
}: {
  title: string;
  text?: string;
  /** The page's own address by default. */
  url?: string;
  className?: string;
}) {
  const copyLink = useCopyLink(shareTexts.copied, shareTexts.copyFailed);
  const [fallbackUrl, setFallbackUrl] = useState<string | null>(null);

  async function share() {
    const link = url ?? window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url: link });
        return;
      } catch (err) {
        // Closing the sheet is an answer; anything else falls back to copying.
        if ((err as DOMException).name === 'AbortError') return;
      }
    }
    setFallbackUrl(link);
    await copyLink(link);
  }

  return (
    <div className={`relative inline-flex ${className}`}>
      <Button
        variant="secondary"
        size="sm"
        className="min-h-9"
        aria-expanded={fallbackUrl ? true : undefined}
        onClick={() => void share()}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 fill-none stroke-current">
          <path
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M12 3v12M7 8l5-5 5 5"
          />
        </svg>
        {shareTexts.share}
      </Button>
      {fallbackUrl && (
        <Suspense fallback={null}>
          <ShareFallback
            url={fallbackUrl}
            text={text ?? title}
            onClose={() => setFallbackUrl(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
