import { useState } from 'react';
import { formatDate } from '../../../i18n/he/format';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { adminTexts } from '../../../i18n/he/admin';
import { useAuth } from '../../../lib/auth/auth-context';
import { useAdminUsers, useSetBlocked } from '../api/users-admin';
import { Checkbox, controlClass } from '../../../components/ui/form/input';

const t = adminTexts.users;

/** Find a user by name or e-mail and block or unblock them. */
export default function AdminUsersPage() {
  const { user: me } = useAuth();
  const [q, setQ] = useState('');
  const [blockedOnly, setBlockedOnly] = useState(false);
  const list = useAdminUsers(q.trim(), blockedOnly);
  const setBlocked = useSetBlocked();
  const toast = useToast();

  return (
    <section aria-labelledby="users-title" className="flex flex-col gap-4">
      <h2 id="users-title" className="text-2xl font-bold text-slate-900">
        {t.title}
      </h2>
      <div className="flex flex-wrap items-end gap-4">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          {t.search}
          <input
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            className={`${controlClass} max-w-72`}
          />
        </label>
        <Checkbox
          checked={blockedOnly}
          onChange={setBlockedOnly}
          label={t.blockedOnly}
          className="text-slate-800"
          boxClassName="size-5"
        />
      </div>
      {list.isPending && <p className="text-slate-600">{t.loading}</p>}
      {list.isError && <p className="text-red-700">{adminTexts.loadFailed}</p>}
      {list.data?.length === 0 && <p className="text-slate-600">{t.empty}</p>}
      <ul className="flex flex-col gap-2">
        {list.data?.map((u) => (
          <li
            key={u._id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-slate-200 bg-white p-4"
          >
            <div>
              <p className="font-semibold text-slate-900">
                <bdi>{u.displayName || u.email}</bdi>
                {u.role === 'admin' && (
                  <span className="ms-2 text-xs font-medium text-sky-800">{t.admin}</span>
                )}
                {u.blockedAt && (
                  <span className="ms-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
                    {t.blocked}
                  </span>
                )}
              </p>
              <p className="text-sm text-slate-600">
                {u.email} · {t.joined(formatDate(u.createdAt))}
              </p>
            </div>
            {u.role !== 'admin' && u._id !== me?._id && (
              <Button
                size="sm"
                variant={u.blockedAt ? 'secondary' : 'danger'}
                disabled={setBlocked.isPending}
                aria-label={
                  u.blockedAt
                    ? t.unblockUser(u.displayName || u.email)
                    : t.blockUser(u.displayName || u.email)
                }
                onClick={() => {
                  if (!u.blockedAt && !window.confirm(t.confirmBlock(u.displayName || u.email))) {
                    return;
                  }
                  setBlocked.mutate(
                    { id: u._id, blocked: !u.blockedAt },
                    {
                      onSuccess: () =>
                        toast.success(u.blockedAt ? t.unblockedToast : t.blockedToast),
                      onError: (err) => toast.error(err.message),
                    },
                  );
                }}
              >
                {u.blockedAt ? t.unblock : t.block}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
