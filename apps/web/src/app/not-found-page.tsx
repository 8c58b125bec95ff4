import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../components/ui/button';
import { heNotFound } from '../i18n/shell';
import { useDocumentTitle } from '../lib/document-title';
import { StatusPage } from './status-page';

export function NotFoundPage() {
  const navigate = useNavigate();
  useDocumentTitle(heNotFound.title);
  return (
    <StatusPage status={404} title={heNotFound.title} text={heNotFound.text}>
      <div className="flex gap-3">
        <ButtonLink to="/">{heNotFound.home}</ButtonLink>
        <Button variant="secondary" onClick={() => void navigate(-1)}>
          {heNotFound.back}
        </Button>
      </div>
    </StatusPage>
  );
}
