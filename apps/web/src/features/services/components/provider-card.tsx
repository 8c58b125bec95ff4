import { useState } from 'react';
import type { TService } from '@galim/shared/services/schemas';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { whatsappUrl } from '@galim/shared/normalize';
import { reportsTexts } from '../../../i18n/he/reports';
import { servicesTexts } from '../../../i18n/he/services';
import { LazyReportDialog } from '../../../components/reports/lazy-report-dialog';
import { SafeDealSlot } from '../../../components/safe-deal/safe-deal-slot';
import { useSafeDeal } from '../../../components/safe-deal/use-safe-deal';

const t = servicesTexts;

const href = (url: string) => (/^https?:\/\//.test(url) ? url : `https://${url}`);

function contactLinks(c: TService['contactInfo']) {
  return [
    c.phone && { label: t.phone, value: c.phone, href: `tel:${c.phone}` },
    c.email && { label: t.email, value: c.email, href: `mailto:${c.email}` },
    c.whatsapp && {
      label: t.whatsapp,
      value: c.whatsapp,
      href: whatsappUrl(c.whatsapp),
    },
    c.website && { label: t.website, value: c.website, href: href(c.website) },
    c.instagram && { label: t.instagram, value: c.instagram, href: href(c.instagram) },
    c.facebook && { label: t.facebook, value: c.facebook, href: href(c.facebook) },
  ].filter(Boolean) as { label: string; value: string; href: string }[];
}

/** Links that reach the provider in person: the safe-deal advice comes first, once. */
const CONTACT_HREF = /^(tel:|mailto:|https:\/\/wa\.me\/)/;

export function ProviderCard({ s }: { s: TService }) {
  const toast = useToast();
  const safeDeal = useSafeDeal();
  const [revealed, setRevealed] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  const [messageOpen, setMessageOpen] = useState(false);
  const links = contactLinks(s.contactInfo);
  const name = s.provider.name || t.anonymous;
  const since = new Date(s.providerId.createdAt).getFullYear();
  const text = encodeURIComponent(t.messageBody(s.title));
  const messageChannels = [
    s.contactInfo.whatsapp && {
      label: t.whatsapp,
      href: whatsappUrl(s.contactInfo.whatsapp, t.messageBody(s.title)),
    },
    s.contactInfo.email && {
      label: t.email,
      href: `mailto:${s.contactInfo.email}?subject=${encodeURIComponent(s.title)}&body=${text}`,
    },
  ].filter(Boolean) as { label: string; href: string }[];

  return (
    <aside
      aria-labelledby="provider-title"
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
    >
      <h2 id="provider-title" className="text-lg font-bold text-slate-900">
        {t.provider}
      </h2>
      <div className="flex items-center gap-3">
        {s.provider.avatar ? (
          <img src={s.provider.avatar} alt="" className="size-14 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-14 items-center justify-center rounded-full bg-sky-100 text-xl font-bold text-sky-800"
          >
            <bdi>{name.slice(0, 1)}</bdi>
          </span>
        )}
        <div>
          <p className="font-semibold text-slate-900">
            <bdi>{name}</bdi>
          </p>
          <p className="text-sm text-slate-600">{t.memberSince(since)}</p>
        </div>
      </div>
      {revealed ? (
        <div>
          <h3 className="mb-2 font-semibold text-slate-800">{t.contactTitle}</h3>
          <ul className="flex flex-col gap-1">
            {links.map((l) => (
              <li key={l.label}>
                <span className="text-slate-600">{l.label}: </span>
                <a
                  href={l.href}
                  className="text-sky-800 underline"
                  dir="ltr"
                  target={l.href.startsWith('http') ? '_blank' : undefined}
                  rel="noreferrer"
                  onClick={(e) => {
                    if (!CONTACT_HREF.test(l.href)) return;
                    safeDeal.beforeContact(e, {
                      href: l.href,
                      target: l.href.startsWith('http') ? '_blank' : undefined,
                    });
                  }}
                >
                  {l.value}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setRevealed(true)}>
          {t.showContact}
        </Button>
      )}
      <div className="flex flex-col gap-2">
        <Button
          aria-expanded={messageOpen}
          onClick={() => {
            const only = messageChannels.length === 1 ? messageChannels[0]! : null;
            if (only) {
              // The first time, the safe-deal card opens instead, with this channel's link.
              const noEvent = { preventDefault: () => undefined };
              if (safeDeal.beforeContact(noEvent, { href: only.href, target: '_blank' })) {
                window.open(only.href, '_blank');
              }
            } else if (messageChannels.length === 0) toast.error(t.noContactChannel);
            else setMessageOpen((v) => !v);
          }}
        >
          {t.sendMessage}
        </Button>
        {messageOpen && (
          <div className="flex gap-2" role="group" aria-label={t.messageVia}>
            {messageChannels.map((c) => (
              <a
                key={c.label}
                href={c.href}
                target="_blank"
                rel="noreferrer"
                onClick={(e) => safeDeal.beforeContact(e, { href: c.href, target: '_blank' })}
                className="flex-1 rounded-xl bg-emerald-50 px-3 py-2 text-center text-emerald-900 ring-1 ring-emerald-200"
              >
                {c.label}
              </a>
            ))}
          </div>
        )}
        <Button variant="ghost" onClick={() => setReportOpen(true)}>
          {reportsTexts.button}
        </Button>
      </div>
      <SafeDealSlot card={safeDeal.card} onDismiss={safeDeal.dismiss} />
      <LazyReportDialog
        targetType="service"
        targetId={s._id}
        open={reportOpen}
        onClose={() => setReportOpen(false)}
      />
    </aside>
  );
}
