import { useState } from 'react';
import { KIND_SLUGS, type TListingKind } from '@galim/shared/listings/kinds';
import { whatsappUrl } from '@galim/shared/normalize';
import type { TSellerContact, TSurfboard } from '@galim/shared/surfboards/schemas';
import { LazyReportDialog } from '../../../components/reports/lazy-report-dialog';
import type { useSafeDeal } from '../../../components/safe-deal/use-safe-deal';
import { Button, buttonClasses } from '../../../components/ui/button';
import { boardDetailTexts } from '../../../i18n/he/board-detail';
import { reportsTexts } from '../../../i18n/he/reports';
import { siteOrigin } from '../../../lib/origin';
import { useRevealContact } from '../api/inquiries';
import { errorText } from '../lib/error-texts';

const t = boardDetailTexts;

type SafeDeal = ReturnType<typeof useSafeDeal>;

/** The owner's and admins' board answer carries the contact; everyone else asks for it. */
function knownContact(board: TSurfboard): TSellerContact | null {
  const { phone, email } = board.seller;
  return phone === undefined && email === undefined
    ? null
    : { phone: phone ?? null, email: email ?? null };
}

/**
 * Contact outside Galim, second to the in-app message (issue 51): the seller's phone and e-mail
 * are in no list and not in the board's answer; a tap on "show contact details" asks for them
 * (counted as an inquiry, limited per person), then WhatsApp, a call and e-mail are offered.
 * Each still goes through the safe-deal advice the first time. A listing of another kind (issue
 * 53) asks under /api/listings, and its messages name it by its kind.
 */
export function SellerContact({
  board,
  kind = 'board',
  safeDeal,
}: {
  board: TSurfboard;
  kind?: TListingKind;
  safeDeal: SafeDeal;
}) {
  const reveal = useRevealContact(board._id, kind);
  const contact = knownContact(board) ?? reveal.data ?? null;
  const [reportOpen, setReportOpen] = useState(false);
  return (
    <section aria-labelledby="contact-title" className="space-y-3">
      <h2 id="contact-title" className="text-lg font-bold text-slate-900">
        {t.contact}
      </h2>
      {contact ? (
        <ContactButtons board={board} kind={kind} contact={contact} safeDeal={safeDeal} />
      ) : board.showContact ? (
        <>
          <p className="text-sm text-slate-600">{t.contactIntro}</p>
          <Button variant="secondary" disabled={reveal.isPending} onClick={() => reveal.mutate()}>
            {reveal.isPending ? t.showingContact : t.showContact}
          </Button>
          {reveal.isError && (
            <p role="alert" className="text-sm text-red-700">
              {t.contactFailed}
              {errorText(reveal.error)}
            </p>
          )}
        </>
      ) : (
        <p className="text-sm text-slate-600">{t.contactHidden}</p>
      )}
      <Button variant="ghost" size="sm" onClick={() => setReportOpen(true)}>
        {reportsTexts.button}
      </Button>
      <LazyReportDialog
        targetType="surfboard"
        targetId={board._id}
        open={reportOpen}
        onClose={() => setReportOpen(false)}
      />
    </section>
  );
}

function ContactButtons({
  board,
  kind,
  contact: { phone, email },
  safeDeal,
}: {
  board: TSurfboard;
  kind: TListingKind;
  contact: TSellerContact;
  safeDeal: SafeDeal;
}) {
  // The page's address with its Latin name (/surfboards, /wetsuits): a link that reads in any chat.
  const url = `${siteOrigin()}/${KIND_SLUGS[kind].en}/${board._id}`;
  const whatsappHref = phone ? whatsappUrl(phone, t.whatsappMessage(board.title, url, kind)) : '';
  const emailHref = `mailto:${email}?subject=${encodeURIComponent(t.emailSubject(board.title, kind))}&body=${encodeURIComponent(t.emailBody(board.title, url, kind))}`;
  return (
    <>
      <div className="flex flex-wrap gap-2">
        {phone ? (
          <>
            <a
              href={whatsappHref}
              target="_blank"
              rel="noopener noreferrer"
              onClick={(e) => safeDeal.beforeContact(e, { href: whatsappHref, target: '_blank' })}
              className={buttonClasses('whatsapp')}
            >
              {t.whatsapp}
            </a>
            <a
              href={`tel:${phone}`}
              onClick={(e) => safeDeal.beforeContact(e, { href: `tel:${phone}` })}
              className={buttonClasses('secondary')}
            >
              {t.call}{' '}
              <bdi dir="ltr" className="font-semibold">
                {phone}
              </bdi>
            </a>
          </>
        ) : (
          <Button disabled title={t.whatsappDisabled}>
            {t.whatsapp}
          </Button>
        )}
        {email && (
          <a
            href={emailHref}
            onClick={(e) => safeDeal.beforeContact(e, { href: emailHref })}
            className={buttonClasses('secondary')}
          >
            {t.email}
          </a>
        )}
      </div>
      {!phone && <p className="text-sm text-slate-600">{t.whatsappDisabled}</p>}
    </>
  );
}
