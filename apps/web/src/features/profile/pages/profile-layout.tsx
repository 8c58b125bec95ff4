import { Outlet } from 'react-router';
import { he } from '../../../i18n/he';

export default function ProfileLayout() {
  return (
    <section>
      <h1 className="mb-6 text-3xl font-bold text-slate-900">{he.pages.profile}</h1>
      <Outlet />
    </section>
  );
}
