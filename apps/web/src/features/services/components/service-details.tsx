import { useState } from 'react';
import { imageSrcSet, imageUrl } from '@galim/shared/images';
import type { TService } from '@galim/shared/services/schemas';
import { servicesTexts } from '../../../i18n/he/services';
import { DefaultCover } from '../../../components/services/service-card';

// A service's facts by its type and its photos, on its page.

const t = servicesTexts;

/** A detail's label, its value, and whether the provider wrote that value in their own words. */
type DetailLine = [string, string | null, typeof WRITTEN?];
const WRITTEN = true;

function DetailRow({
  label,
  written,
  children,
}: {
  label: string;
  written?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="shrink-0 font-semibold text-slate-800 sm:w-36">{label}</dt>
      <dd dir={written ? 'auto' : undefined} className="text-slate-700 text-match-parent">
        {children}
      </dd>
    </div>
  );
}

const labels = (values: string[], map: Record<string, string>) =>
  values.map((v) => map[v] ?? v).join(', ');

export function TypeDetails({ s }: { s: TService }) {
  const rows: DetailLine[] =
    s.serviceType === 'surf-instructor'
      ? [
          [t.experience, s.experience !== null ? t.experienceYears(s.experience) : null],
          [t.certifications, s.certifications, WRITTEN],
          [
            t.lessonTypes(s.lessonTypes.length),
            s.lessonTypes.length ? labels(s.lessonTypes, t.offerings) : null,
          ],
        ]
      : s.serviceType === 'surfboard-repair'
        ? [
            [
              t.repairTypes(s.repairTypes.length),
              s.repairTypes.length ? labels(s.repairTypes, t.offerings) : null,
            ],
            [t.materials, s.materials, WRITTEN],
            [t.turnaroundTime, s.turnaroundTime, WRITTEN],
          ]
        : [
            [
              t.photographyTypes(s.photographyTypes.length),
              s.photographyTypes.length ? labels(s.photographyTypes, t.offerings) : null,
            ],
            [t.equipment, s.equipment, WRITTEN],
            [t.deliveryTime, s.deliveryTime, WRITTEN],
          ];
  const common: DetailLine[] = [
    [
      t.languagesFor(s.languages.length),
      s.languages.length ? labels(s.languages, t.languages) : null,
    ],
    [t.targetLevels, s.targetSkillLevels.length ? labels(s.targetSkillLevels, t.skills) : null],
    [t.groupSize, s.groupSize ? t.groupRange(s.groupSize.min, s.groupSize.max) : null],
    [
      t.operatingRegions(s.operatingRegions.length),
      s.operatingRegions.length ? labels(s.operatingRegions, t.regions) : null,
    ],
  ];
  const shown = [...rows, ...common].filter(([, v]) => v);
  if (!shown.length) return null;
  return (
    <section
      aria-labelledby="details-title"
      className="rounded-2xl bg-white p-5 ring-1 ring-slate-200"
    >
      <h2 id="details-title" className="mb-3 text-xl font-bold text-slate-900">
        {t.details}
      </h2>
      <dl className="flex flex-col gap-2">
        {shown.map(([label, value, written]) => (
          <DetailRow key={label} label={label} written={written}>
            {value}
          </DetailRow>
        ))}
      </dl>
    </section>
  );
}

export function Gallery({ s }: { s: TService }) {
  const [index, setIndex] = useState(s.coverIndex);
  const current = s.images[index] ?? s.images[0];
  return (
    <div className="flex flex-col gap-2">
      <div className="aspect-[3/2] overflow-hidden rounded-2xl bg-slate-100">
        {current ? (
          <img
            src={imageUrl(current, 1600)}
            srcSet={imageSrcSet(current)}
            sizes="(max-width: 1024px) 100vw, 66vw"
            alt={t.imageAlt(s.title, (s.images.indexOf(current) ?? 0) + 1)}
            width={current.width}
            height={current.height}
            className="size-full object-cover"
          />
        ) : (
          <DefaultCover type={s.serviceType} />
        )}
      </div>
      {s.images.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto" aria-label={t.gallery}>
          {s.images.map((img, i) => (
            <li key={img.key}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-current={img === current}
                className={`block h-16 w-24 overflow-hidden rounded-lg ring-2 ${img === current ? 'ring-sky-600' : 'ring-transparent'}`}
              >
                <img
                  src={imageUrl(img, 320)}
                  alt={t.imageAlt(s.title, i + 1)}
                  className="size-full object-cover"
                  loading="lazy"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
