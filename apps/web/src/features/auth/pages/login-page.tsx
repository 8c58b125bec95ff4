import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { authTexts } from '../../../i18n/he/auth';
import { commonTexts } from '../../../i18n/he/shell';
import type { ApiError } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAuth } from '../../../lib/auth/auth-context';
import { usePublicConfig } from '../../../lib/queries/public-config';
import { devSignIn, googleSignIn, type SignInResult } from '../api/sign-in';
import { DevLoginPanel } from '../components/dev-login-panel';
import { GoogleSignIn } from '../components/google-sign-in';
import { loginErrorMessage } from '../lib/login-error';

export default function LoginPage() {
  const t = authTexts;
  useDocumentTitle(t.tabTitle);
  const { status, user, completeSignIn } = useAuth();
  const config = usePublicConfig();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const [agreed, setAgreed] = useState(false);
  const [error, setErrorText] = useState<string | null>(null);
  // Each new error mounts afresh, so it scrolls into view and takes the focus: on a phone the
  // demo accounts sit far below it.
  const [errorCount, setErrorCount] = useState(0);
  const setError = (message: string | null) => {
    setErrorText(message);
    if (message) setErrorCount((n) => n + 1);
  };
  const [busy, setBusy] = useState(false);
  const from = (location.state as { from?: string } | null)?.from;

  async function signIn(request: () => Promise<SignInResult>) {
    if (!agreed) {
      setError(t.mustAgree);
      return;
    }
    setBusy(true);
    setError(null);
    let result: SignInResult;
    try {
      result = await request();
    } catch (err) {
      setBusy(false);
      setError(loginErrorMessage(err as ApiError));
      return;
    }
    setBusy(false);
    completeSignIn(result);
    toast.success(t.success);
    void navigate(from && from !== '/login' ? from : '/', { replace: true });
  }

  const googleLogin = (googleToken: string) => signIn(() => googleSignIn(googleToken));
  const devLogin = (email: string, name: string) => signIn(() => devSignIn(email, name));

  if (status === 'signed-in' && user && !busy) {
    return (
      <section className="mx-auto max-w-md py-10 text-center">
        <h1 className="text-3xl font-bold text-slate-900">{t.title}</h1>
        <p className="mt-4 text-slate-700">
          {t.alreadySignedIn(user.firstName ?? user.displayName ?? user.email)}
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <ButtonLink to="/profile">{t.toProfile}</ButtonLink>
          <ButtonLink to="/" variant="secondary">
            {t.toHome}
          </ButtonLink>
        </div>
      </section>
    );
  }

  const clientId = config.data?.googleClientId;
  return (
    <section className="mx-auto max-w-xl py-6 sm:py-10">
      <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-center text-3xl font-bold text-slate-900">{t.title}</h1>
        <p className="mt-3 text-center text-slate-600">{t.subtitle}</p>

        <div className="mt-6 flex items-start gap-3 rounded-xl bg-slate-50 p-4">
          <input
            id="agree-terms"
            type="checkbox"
            checked={agreed}
            onChange={(e) => {
              setAgreed(e.target.checked);
              if (e.target.checked) setError(null);
            }}
            className="mt-1 size-5 shrink-0 accent-sky-700"
          />
          <label htmlFor="agree-terms" className="text-slate-800">
            {t.agree}
            <Link to="/terms" className="font-medium text-sky-800 underline">
              {t.terms}
            </Link>
            {t.and}
            <Link to="/privacy" className="font-medium text-sky-800 underline">
              {t.privacy}
            </Link>
          </label>
        </div>

        <div className="mt-6 min-h-12">
          {busy ? (
            <Spinner label={t.signingIn} />
          ) : config.isPending ? (
            <Spinner label={commonTexts.loading} />
          ) : clientId ? (
            agreed ? (
              <GoogleSignIn
                clientId={clientId}
                onToken={(token) => void googleLogin(token)}
                onError={() => setError(t.errors.googleCancelled)}
              />
            ) : (
              // Google's button is an iframe we cannot disable; until the terms are ticked a
              // look-alike explains why signing in is not possible yet.
              <div className="flex justify-center">
                <button
                  type="button"
                  onClick={() => setError(t.mustAgree)}
                  aria-describedby="agree-terms"
                  className="flex w-[300px] items-center justify-center gap-3 rounded-full border border-slate-300 bg-white px-4 py-2.5 font-medium text-slate-600"
                >
                  <span aria-hidden="true" className="text-lg font-bold text-sky-700">
                    G
                  </span>
                  {t.googleTitle}
                </button>
              </div>
            )
          ) : (
            <p className="rounded-xl bg-slate-100 p-4 text-center text-sm text-slate-700">
              {t.googleNotConfigured}
            </p>
          )}
        </div>

        {error && (
          <p
            key={errorCount}
            ref={(el) => {
              el?.scrollIntoView({ block: 'center' });
              el?.focus({ preventScroll: true });
            }}
            tabIndex={-1}
            role="alert"
            className="mt-4 rounded-xl bg-red-50 p-3 text-center text-red-800"
          >
            {error}
          </p>
        )}

        <div className="mt-6 rounded-xl bg-sky-50 p-4 text-sm text-sky-950">
          <p className="font-semibold">{t.securityTitle}</p>
          <p className="mt-1">{t.securityNote}</p>
        </div>

        <p className="mt-6 flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm text-slate-600">
          <Link
            to="/privacy"
            className="inline-flex min-h-6 items-center underline hover:text-sky-800"
          >
            {t.privacy}
          </Link>
          <Link
            to="/terms"
            className="inline-flex min-h-6 items-center underline hover:text-sky-800"
          >
            {t.terms}
          </Link>
          <span>
            {t.needHelp}{' '}
            <Link
              to="/contact"
              className="inline-flex min-h-6 items-center underline hover:text-sky-800"
            >
              {t.contactUs}
            </Link>
          </span>
        </p>
      </div>

      {config.data?.devLogin && (
        <DevLoginPanel busy={busy} onSignIn={(e, n) => void devLogin(e, n)} />
      )}
    </section>
  );
}
