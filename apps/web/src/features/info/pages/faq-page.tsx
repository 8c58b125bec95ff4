import { useQuery } from '@tanstack/react-query';
import { groupFaq } from '@galim/shared/faq/group';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { infoTexts } from '../../../i18n/he/info';
import { publicFaqQuery } from '../../../lib/queries/faq';
import { usePublicConfig } from '../../../lib/queries/public-config';
import { InfoLayout } from '../components/info-layout';

const t = infoTexts.faq;

export default function FaqPage() {
  // A failed load is silent and shows the empty state.
  const faq = useQuery(publicFaqQuery());
  const config = usePublicConfig();
  const groups = groupFaq(faq.data ?? []);

  return (
    <InfoLayout title={t.title} lead={t.intro}>
      {faq.isPending ? (
        // A screen tall while loading: the help box below starts out of view, so the questions
        // arriving never push it down in view (layout shift).
        <div className="grid min-h-dvh content-start gap-3">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-14" />
          ))}
        </div>
      ) : groups.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          {t.empty}
        </p>
      ) : (
        <div className="grid gap-8">
          {groups.map((g) => (
            <section key={g.category} aria-labelledby={`faq-${g.category}`}>
              <h2 id={`faq-${g.category}`} className="mb-3 text-xl font-bold text-slate-900">
                {g.category}
              </h2>
              <div className="grid gap-2">
                {g.items.map((item) => (
                  <details
                    key={item._id}
                    className="group rounded-2xl border border-slate-200 bg-white open:shadow-sm"
                  >
                    <summary className="flex cursor-pointer list-none items-center justify-between gap-3 p-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
                      {item.question}
                      <span
                        aria-hidden="true"
                        className="text-sky-700 transition-transform group-open:rotate-180"
                      >
                        ▾
                      </span>
                    </summary>
                    <p className="px-4 pb-4 leading-relaxed whitespace-pre-line text-slate-700">
                      {item.answer}
                    </p>
                  </details>
                ))}
              </div>
            </section>
          ))}
        </div>
      )}
      <footer className="mt-12 rounded-2xl bg-sky-50 p-6 text-center">
        <p className="text-lg font-bold text-slate-900">{t.notFound}</p>
        <p className="mt-1 text-slate-700">{t.footerText}</p>
        <div className="mt-4 flex flex-wrap justify-center gap-4">
          {config.data && (
            <a
              href={`mailto:${config.data.contactEmail}`}
              className="font-medium text-sky-800 underline"
            >
              {t.mailUs(config.data.contactEmail)}
            </a>
          )}
          <Link to="/contact" className="font-medium text-sky-800 underline">
            {t.toContact}
          </Link>
        </div>
      </footer>
    </InfoLayout>
  );
}
