import { ButtonLink } from '../../../components/ui/button';
import { CameraIcon, InstructorIcon, SurfboardIcon, WaveIcon } from '../../../components/ui/icons';
import { aboutTexts } from '../../../i18n/he/about';
import { usePublicConfig } from '../../../lib/queries/public-config';
import { InfoLayout } from '../components/info-layout';

const t = aboutTexts;
const FEATURE_ICONS = [SurfboardIcon, InstructorIcon, WaveIcon];

export default function AboutPage() {
  const config = usePublicConfig();
  return (
    <InfoLayout title={t.title} tabTitle={t.tabTitle} lead={t.lead} wide>
      <section aria-labelledby="about-mission" className="rounded-3xl bg-sky-50 p-6 sm:p-8">
        <h2 id="about-mission" className="mb-3 text-2xl font-bold text-slate-900">
          {t.missionTitle}
        </h2>
        <p className="text-lg leading-relaxed text-slate-800">{t.mission}</p>
      </section>

      <section aria-labelledby="about-features" className="mt-12">
        <h2 id="about-features" className="mb-6 text-2xl font-bold text-slate-900">
          {t.featuresTitle}
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {t.features.map((f, i) => {
            const Icon = FEATURE_ICONS[i] ?? WaveIcon;
            return (
              <li
                key={f.title}
                className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
              >
                <Icon className="mb-3 size-10 text-sky-700" />
                <h3 className="mb-2 text-lg font-bold text-slate-900">{f.title}</h3>
                <p className="leading-relaxed text-slate-700">{f.text}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="about-team" className="mt-12">
        <h2 id="about-team" className="mb-6 text-2xl font-bold text-slate-900">
          {t.teamTitle}
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {t.team.map((m, i) => (
            <li
              key={m.name}
              className="rounded-2xl border border-slate-200 bg-white p-5 text-center"
            >
              <div
                aria-hidden="true"
                className={`mx-auto mb-3 flex size-16 items-center justify-center rounded-full text-2xl font-bold text-white ${
                  i === 2 ? 'bg-teal-700' : 'bg-sky-700'
                }`}
              >
                {i === 2 ? <CameraIcon className="size-8" /> : m.name.charAt(0)}
              </div>
              <h3 className="text-lg font-bold text-slate-900">{m.name}</h3>
              <p className="text-sm font-medium text-sky-800">{m.role}</p>
              <p className="mt-2 leading-relaxed text-slate-700">{m.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="about-contact"
        className="mt-12 flex flex-col items-start gap-4 rounded-3xl bg-slate-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8"
      >
        <div>
          <h2 id="about-contact" className="text-2xl font-bold">
            {t.contactTitle}
          </h2>
          <p className="mt-2 text-slate-200">{t.contactText}</p>
          {config.data && (
            <p className="mt-2">
              <a href={`mailto:${config.data.contactEmail}`} dir="ltr" className="underline">
                {config.data.contactEmail}
              </a>
            </p>
          )}
        </div>
        <ButtonLink to="/contact" variant="secondary" size="lg">
          {t.contactButton}
        </ButtonLink>
      </section>
    </InfoLayout>
  );
}
