import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../components/ui/button';
import { notFoundTexts } from '../i18n/he/shell';
import { useDocumentTitle } from '../lib/document-title';
import { StatusPage } from './status-page';

export function NotFoundPage() {
  const navigate = useNavigate();
  useDocumentTitle(notFoundTexts.title);
  return (
    <StatusPage status={404} title={notFoundTexts.title} text={notFoundTexts.text}>
      <div className="flex gap-3">
        <ButtonLink to="/">{notFoundTexts.home}</ButtonLink>
        <Button variant="secondary" onClick={() => void navigate(-1)}>
          {notFoundTexts.back}
        </Button>
      </div>
    </StatusPage>
  );
}
