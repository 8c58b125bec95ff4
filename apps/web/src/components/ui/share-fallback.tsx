import { useEffect } from 'react';
import { shareTexts } from '../../i18n/he/share';
import { buttonClasses } from './button';

/** Where there is no share sheet: WhatsApp and the link itself, to copy by hand if need be. */
export default function ShareFallback({
  url,
  text,
  onClose,
}: {
  url: string;
  text: string;
  onClose: () => void;
}) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    // On a phone a sheet above the toasts, where a thumb reaches; beside the button on wider screens.
    <div
      role="group"
      aria-label={shareTexts.options}
      className="fixed inset-x-4 bottom-24 z-40 flex flex-col gap-3 rounded-2xl bg-white p-4 text-start shadow-xl ring-1 ring-slate-200 sm:absolute sm:inset-x-auto sm:bottom-auto sm:end-0 sm:top-full sm:mt-2 sm:w-80"
    >
      <a
        href={`https://wa.me/?text=${encodeURIComponent(`${text}\n${url}`)}`}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses('whatsapp', 'md', 'min-h-11')}
      >
        {shareTexts.whatsapp}
      </a>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        {shareTexts.link}
        <input
          readOnly
          value={url}
          dir="ltr"
          onFocus={(e) => e.currentTarget.select()}
          className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-900 ring-1 ring-slate-200"
        />
      </label>
      <button
        type="button"
        onClick={onClose}
        className={buttonClasses('ghost', 'sm', 'min-h-9 self-end')}
      >
        {shareTexts.close}
      </button>
    </div>
  );
}
