import { useCopyLink } from '../../../components/ui/copy-link';
import { profileTexts } from '../../../i18n/he/profile';
import { commonTexts } from '../../../i18n/he/shell';

/** The public link /u/{slug} as text with a copy button ('הקישור הועתק'). */
export function CopyPublicLink({ slug }: { slug: string }) {
  const t = profileTexts.edit;
  const copy = useCopyLink(t.copied, commonTexts.errorGeneric);
  const url = `${window.location.origin}/u/${slug}`;
  return (
    <div className="rounded-xl bg-sky-50 p-3">
      <p className="text-sm font-medium text-sky-950">{t.publicLink}</p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <a
          href={`/u/${slug}`}
          dir="ltr"
          className="min-w-0 flex-1 truncate rounded-lg bg-white px-3 py-2 text-sm text-sky-900 ring-1 ring-sky-200"
          data-testid="public-link"
        >
          {url}
        </a>
        <button
          type="button"
          onClick={() => void copy(url)}
          className="rounded-lg bg-sky-700 px-3 py-2 text-sm font-medium text-white hover:bg-sky-800"
        >
          {t.copy}
        </button>
      </div>
    </div>
  );
}
