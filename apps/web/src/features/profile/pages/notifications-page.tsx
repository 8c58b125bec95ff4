import { EmptyState } from '../../../components/ui/empty-state';
import { he } from '../../../i18n/he';

export default function ProfileNotificationsPage() {
  const t = he.profile.notifications;
  return (
    <section>
      <h2 className="mb-4 text-2xl font-bold text-slate-900">{t.title}</h2>
      <EmptyState title={t.soon} text={t.text} />
    </section>
  );
}
