import { ButtonLink } from '../../../components/ui/button';
import { servicesTexts } from '../../../i18n/he/services';

const t = servicesTexts;

/** A service that does not exist (or is not the reader's to see), with the way back to the list. */
export function ServiceNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t.notFoundTitle}</h1>
      <p className="text-slate-600">{t.notFoundText}</p>
      <ButtonLink to="/services">{t.backToServices}</ButtonLink>
    </div>
  );
}
