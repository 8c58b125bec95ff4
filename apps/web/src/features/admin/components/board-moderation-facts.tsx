import { Link } from 'react-router';
import {
  ZCopiedPhotoDetails,
  ZEditedDetails,
  ZLowPriceDetails,
  type TAdminSurfboard,
  type TBoardHold,
  type TCopiedPhotoMatch,
} from '@galim/shared/admin/schemas';
import { formatDate, formatPrice } from '../../../i18n/he/format';
import { imageUrl } from '@galim/shared/images';
import { listingPath } from '@galim/shared/listings/kinds';
import { adminTexts } from '../../../i18n/he/admin';
import { reportsTexts } from '../../../i18n/he/reports';

const t = adminTexts.moderation.facts;
const th = adminTexts.moderation.history;

/** The Hebrew label of a board report's reason; older free-text reasons show as written. */
function reasonLabel(reason: string): string {
  const labels: Record<string, string> = reportsTexts.reasons.surfboard;
  return labels[reason] ?? reason;
}

const photoSrc = (url: string | undefined, key: string | undefined) =>
  url ?? (key ? imageUrl({ key, widths: [320] }, 320) : null);

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-xl border border-amber-300 bg-amber-50 p-3" aria-label={title}>
      <h4 className="mb-2 font-semibold text-amber-950">{title}</h4>
      {children}
    </section>
  );
}

function CopiedPhoto({ hold }: { hold: TBoardHold }) {
  const matches = ZCopiedPhotoDetails.safeParse(hold.details).data?.matches ?? [];
  return (
    <Card title={t.copiedPhoto}>
      <ul className="space-y-3">
        {matches.map((d, i) => (
          <li key={`${d.imageKey ?? i}-${d.otherImageKey ?? i}`}>
            <CopiedPair match={d} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** This board's photo beside the other listing's, with a link to that listing. */
function CopiedPair({ match: d }: { match: TCopiedPhotoMatch }) {
  const mine = photoSrc(d.imageUrl ?? undefined, d.imageKey);
  const other = photoSrc(d.otherImageUrl ?? undefined, d.otherImageKey);
  return (
    <>
      <div className="grid grid-cols-2 gap-2">
        {[
          [mine, t.thisPhoto],
          [other, t.otherPhoto],
        ].map(([src, caption]) => (
          <figure key={caption} className="min-w-0">
            {src ? (
              <img
                src={src}
                alt={caption!}
                className="aspect-square w-full rounded-lg object-cover"
              />
            ) : (
              <div className="aspect-square w-full rounded-lg bg-slate-200" aria-hidden="true" />
            )}
            <figcaption className="mt-1 text-xs text-slate-700">{caption}</figcaption>
          </figure>
        ))}
      </div>
      <p className="mt-2 text-sm">
        {t.otherListing}:{' '}
        {d.otherBoardId ? (
          <Link
            to={listingPath(d.otherKind ?? 'board', d.otherBoardId)}
            className="text-sky-800 underline"
          >
            {d.otherTitle ?? t.otherListingUnknown}
          </Link>
        ) : (
          (d.otherTitle ?? t.otherListingUnknown)
        )}
      </p>
      {d.distance !== undefined && (
        <p className="text-xs text-slate-700">{t.distance(d.distance)}</p>
      )}
    </>
  );
}

function LowPrice({ hold }: { hold: TBoardHold }) {
  const d = ZLowPriceDetails.safeParse(hold.details).data ?? {};
  const ratio = d.ratio ?? (d.price && d.estimate ? d.price / d.estimate : undefined);
  return (
    <Card title={t.lowPrice}>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-slate-700">{t.askedPrice}</dt>
          <dd className="text-lg font-bold text-slate-900">
            {d.price !== undefined ? formatPrice(d.price) : t.empty}
          </dd>
        </div>
        <div>
          <dt className="text-slate-700">{t.estimate}</dt>
          <dd className="text-lg font-bold text-slate-900">
            {d.estimate !== undefined ? formatPrice(d.estimate) : t.empty}
          </dd>
        </div>
      </dl>
      {ratio !== undefined && (
        <p className="mt-1 text-sm text-slate-800">{t.ratio(Math.round(ratio * 100))}</p>
      )}
    </Card>
  );
}

function Edited({ hold }: { hold: TBoardHold }) {
  const changes = ZEditedDetails.safeParse(hold.details).data?.changes ?? [];
  return (
    <Card title={t.edited}>
      <table className="w-full text-start text-sm">
        <thead>
          <tr className="text-slate-700">
            <th scope="col" className="text-start font-medium">
              <span className="sr-only">{t.edited}</span>
            </th>
            <th scope="col" className="text-start font-medium">
              {t.before}
            </th>
            <th scope="col" className="text-start font-medium">
              {t.after}
            </th>
          </tr>
        </thead>
        <tbody>
          {changes.map((c) => (
            <tr key={c.field}>
              <th scope="row" className="text-start font-medium text-slate-800">
                {t.fields[c.field]}
              </th>
              <td className="text-slate-700 line-through">{c.before ?? t.empty}</td>
              <td className="font-semibold text-slate-900">{c.after ?? t.empty}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function Reports({ reports }: { reports: TAdminSurfboard['reports'] }) {
  return (
    <Card title={t.reports}>
      <p className="text-sm font-medium text-slate-900">
        {reports.reporters > 0
          ? t.reportsCount(reports.open, reports.reporters)
          : t.anonymousOnly(reports.open)}
      </p>
      <ul className="mt-1 list-disc ps-5 text-sm text-slate-800">
        {reports.items.map((r, i) => (
          <li key={i}>
            {reasonLabel(r.reason)}
            {r.text && <span className="text-slate-700"> – {r.text}</span>}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/**
 * Every reason a board waits for the moderator, side by side (copied photo, price, edits after
 * approval, reports), and what is known of the seller.
 */
export function BoardModerationFacts({ board }: { board: TAdminSurfboard }) {
  const holds = board.holds.filter((h) => h.kind !== 'reports');
  const showReports = board.reports.open > 0;
  const h = board.sellerHistory;
  return (
    <div className="mb-4 grid gap-3">
      <h3 className="font-semibold text-slate-900">{t.title}</h3>
      {holds.length === 0 && !showReports ? (
        <p className="text-sm text-slate-700">{t.none}</p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          {holds.map((hold) =>
            hold.kind === 'copied_photo' ? (
              <CopiedPhoto key={hold.kind} hold={hold} />
            ) : hold.kind === 'low_price' ? (
              <LowPrice key={hold.kind} hold={hold} />
            ) : (
              <Edited key={hold.kind} hold={hold} />
            ),
          )}
          {showReports && <Reports reports={board.reports} />}
        </div>
      )}
      <section aria-label={th.title} className="rounded-xl border border-slate-200 p-3">
        <h4 className="mb-2 font-semibold text-slate-900">{th.title}</h4>
        <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
          {(
            [
              [th.memberSince, formatDate(h.memberSince)],
              [th.published, h.published],
              [th.rejected, h.rejected],
              [th.reported, h.reported],
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <dt className="text-slate-700">{label}</dt>
              <dd className="font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
