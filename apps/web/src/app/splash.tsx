import { useEffect, useState } from 'react';
import { heApp } from '../i18n/shell';

export const SPLASH_MS = 2000;

/**
 * The 2-second start splash (spec-2 §2.1). It covers the app while the app renders beneath it,
 * so it costs no loading time, and it never blocks input.
 */
export function Splash() {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    // The page's first 2 seconds. An app started later over a page the server drew (decision
    // 037) finds it already hidden by its animation, draws it once (so the elements the server
    // drew stay matched to their components) and removes it.
    const timer = setTimeout(() => setVisible(false), Math.max(0, SPLASH_MS - performance.now()));
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div
      aria-hidden="true"
      data-testid="splash"
      className="animate-splash pointer-events-none fixed inset-0 z-[60] flex flex-col items-center justify-center gap-4 bg-gradient-to-b from-sky-700 to-sky-900 text-white"
    >
      <svg viewBox="0 0 64 64" className="size-20" aria-hidden="true">
        <path
          d="M4 40c8 0 8-8 16-8s8 8 16 8 8-8 16-8 8 8 8 8v20H4z"
          fill="currentColor"
          opacity=".9"
        />
        <path
          d="M4 30c8 0 8-8 16-8s8 8 16 8 8-8 16-8 8 8 8 8"
          stroke="currentColor"
          strokeWidth="4"
          fill="none"
        />
      </svg>
      <span className="text-4xl font-extrabold">{heApp.name}</span>
      <span className="text-lg opacity-90">{heApp.tagline}</span>
    </div>
  );
}
