import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../components/ui/button';
import { heNotFound } from '../i18n/shell';
import { useDocumentTitle } from '../lib/document-title';

export function NotFoundPage() {
  const navigate = useNavigate();
  useDocumentTitle(heNotFound.title);
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-20 text-center">
      <p className="text-7xl font-extrabold text-sky-700" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold text-slate-900">{heNotFound.title}</h1>
      <p className="text-slate-700">{heNotFound.text}</p>
      <div className="flex gap-3">
        <ButtonLink to="/">{heNotFound.home}</ButtonLink>
        <Button variant="secondary" onClick={() => void navigate(-1)}>
          {heNotFound.back}
        </Button>
      </div>
    </div>
  );
}
