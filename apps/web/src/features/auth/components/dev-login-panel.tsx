import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { authTexts } from '../../../i18n/he/auth';

/** The seeded demo accounts (apps/api/src/db/seed/users.ts). */
export const DEMO_ACCOUNTS = [
  { email: 'admin@galim.example', name: 'נועה מנהלת', note: authTexts.dev.demoAdmin },
  { email: 'yoni@galim.example', name: 'יוני כהן' },
  { email: 'maya@galim.example', name: 'מאיה לוי' },
  { email: 'omer@galim.example', name: 'עומר אברהם' },
  { email: 'dana@galim.example', name: 'דנה מזרחי' },
] as const;

/** Development sign-in (DEV_LOGIN=true only): clearly marked, never shown in production. */
export function DevLoginPanel({
  busy,
  onSignIn,
}: {
  busy: boolean;
  onSignIn: (email: string, name: string) => void;
}) {
  const t = authTexts.dev;
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');

  function submit(e: FormEvent) {
    e.preventDefault();
    if (email.trim()) onSignIn(email.trim(), name.trim());
  }

  return (
    <section
      aria-labelledby="dev-login-title"
      className="mt-8 rounded-2xl border-2 border-dashed border-amber-400 bg-amber-50 p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="dev-login-title" className="text-lg font-bold text-amber-950">
          {t.title}
        </h2>
        <span className="rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-950">
          {t.badge}
        </span>
      </div>
      <p className="mt-2 text-sm text-amber-950">{t.text}</p>

      <h3 className="mt-4 text-sm font-semibold text-amber-950">{t.demoUsers}</h3>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {DEMO_ACCOUNTS.map((account) => (
          <li key={account.email}>
            <button
              type="button"
              disabled={busy}
              onClick={() => onSignIn(account.email, account.name)}
              aria-label={t.signInAs(account.email)}
              className="flex w-full flex-col items-start rounded-xl bg-white px-3 py-2 text-start ring-1 ring-amber-300 hover:bg-amber-100 disabled:opacity-60"
            >
              <span className="font-medium text-slate-900">
                <bdi>{account.name}</bdi>
                {'note' in account && (
                  <span className="ms-2 text-xs text-amber-900">({account.note})</span>
                )}
              </span>
              <span className="text-xs text-slate-600" dir="ltr">
                {account.email}
              </span>
            </button>
          </li>
        ))}
      </ul>

      <form onSubmit={submit} className="mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <label className="flex flex-col gap-1 text-sm text-amber-950">
          {t.email}
          <input
            type="email"
            required
            dir="ltr"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className="rounded-lg border border-amber-300 bg-white px-3 py-2 text-slate-900"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm text-amber-950">
          {t.name}
          <input
            type="text"
            value={name}
            onChange={(e) => setName(e.target.value)}
            className="rounded-lg border border-amber-300 bg-white px-3 py-2 text-slate-900"
          />
        </label>
        <Button type="submit" variant="secondary" disabled={busy}>
          {t.signIn}
        </Button>
      </form>
    </section>
  );
}
