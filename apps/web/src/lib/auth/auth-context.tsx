import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { TAuthResponse, TSessionUser } from '@galim/shared/users/session';
import { api, setUnauthorizedHandler, whileRotatingToken, type ApiResult } from '../api';
import { forgetUserCache } from '../user-cache';
import { TOKEN_LIFETIME_MS, clearSession, loadSession, saveSession, saveUser } from './auth-store';
import type { TSessionUserResponse } from '@galim/shared/users/session';

/** A stored token older than this is rotated when the app starts. */
const REFRESH_AFTER_MS = 24 * 3600 * 1000;

/** uninitialised -> loading -> signed-in | signed-out. */
export type AuthStatus = 'uninitialised' | 'loading' | 'signed-in' | 'signed-out';

interface AuthContextValue {
  status: AuthStatus;
  user: TSessionUser | null;
  isAdmin: boolean;
  /** Stores a session answered by a sign-in call. */
  completeSignIn: (auth: Pick<TAuthResponse, 'user' | 'token' | 'expiresAt'>) => void;
  /** Re-reads the user from the server (after a profile edit). */
  refreshUser: () => Promise<void>;
  /**
   * Signs out on purpose and takes the user to `to`. The page is left first, drawn at once, so a
   * guarded page's guard never sees the sign-out and sends the user to /login. With `run` (the
   * account's deletion), `run` works first, and a 401 from any request meanwhile is expected and
   * sends nowhere; when it answers false the user stays where they are, signed in.
   */
  leave: (to: string, run?: () => Promise<boolean>) => Promise<boolean>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({
  children,
  onSessionExpired,
}: {
  children: ReactNode;
  /** Where a 401 sends the user (the router passes a navigate to /login). */
  onSessionExpired?: () => void;
}) {
  const queryClient = useQueryClient();
  // Initialised from storage on the first render: a stored, unexpired token means 'loading'
  // until the server confirms it; none means 'signed-out'.
  const [stored] = useState(() => loadSession());
  const [status, setStatus] = useState<AuthStatus>(stored ? 'loading' : 'signed-out');
  const [user, setUser] = useState<TSessionUser | null>(stored?.user ?? null);

  const forget = useCallback(() => {
    clearSession();
    setUser(null);
    setStatus('signed-out');
    queryClient.removeQueries({ queryKey: ['me'] });
  }, [queryClient]);

  const applyValidation = useCallback(
    (result: ApiResult<{ user: TSessionUser }>) => {
      if (result.success && result.data) {
        saveUser(result.data.user);
        setUser(result.data.user);
        setStatus('signed-in');
      } else if (result.status === 401 || result.status === 404) {
        forget();
      } else {
        // Offline or server trouble: keep the cached user rather than signing out.
        setStatus(loadSession()?.user ? 'signed-in' : 'signed-out');
      }
    },
    [forget],
  );

  const refreshUser = useCallback(async () => {
    applyValidation(await api<TSessionUserResponse>('/api/auth/validate'));
  }, [applyValidation]);

  // App start: confirm a stored session with the server. A token older than a day is
  // rotated instead (refresh answers the user too), so a sign-in in regular use lives on to
  // its 60-day limit while an idle one ends after 14 days (docs/decisions/002).
  useEffect(() => {
    if (!stored) return;
    let cancelled = false;
    const start = async () => {
      if (stored.expiresAt - Date.now() < TOKEN_LIFETIME_MS - REFRESH_AFTER_MS) {
        const rotated = await whileRotatingToken(async () => {
          const result = await api<TAuthResponse>('/api/auth/refresh', { method: 'POST' });
          if (result.success && result.data) {
            saveSession(result.data.token, result.data.user, result.data.expiresAt);
          }
          return result;
        });
        if (cancelled) return;
        if (rotated.success && rotated.data) {
          applyValidation({ success: true, status: 200, data: { user: rotated.data.user } });
          return;
        }
        // 409: another tab rotated it a moment ago; storage holds its token. Offline: keep.
        if (rotated.status === 401 || rotated.status === 403) {
          forget();
          return;
        }
      }
      const result = await api<TSessionUserResponse>('/api/auth/validate');
      if (!cancelled) applyValidation(result);
    };
    void start();
    return () => {
      cancelled = true;
    };
  }, [stored, applyValidation, forget]);

  const ending = useRef(false);
  useEffect(() => {
    setUnauthorizedHandler(() => {
      if (ending.current) return;
      forget();
      onSessionExpired?.();
    });
    return () => setUnauthorizedHandler(null);
  }, [forget, onSessionExpired]);

  const completeSignIn = useCallback<AuthContextValue['completeSignIn']>((auth) => {
    // A new session starts with nothing kept from another (the last one may have ended
    // without this app hearing of it).
    void forgetUserCache();
    saveSession(auth.token, auth.user, auth.expiresAt);
    setUser(auth.user);
    setStatus('signed-in');
  }, []);

  /** Revokes the session on the server (failures ignored) and forgets it locally. */
  const signOut = useCallback(async () => {
    await api('/api/auth/logout', { method: 'POST' });
    forget();
    queryClient.clear();
  }, [forget, queryClient]);

  const navigate = useNavigate();
  const leave = useCallback<AuthContextValue['leave']>(
    async (to, run) => {
      ending.current = true;
      try {
        if (run && !(await run())) return false;
        await navigate(to, { replace: true, flushSync: true });
        await signOut();
        return true;
      } finally {
        ending.current = false;
      }
    },
    [navigate, signOut],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      user,
      isAdmin: user?.role === 'admin',
      completeSignIn,
      refreshUser,
      leave,
    }),
    [status, user, completeSignIn, refreshUser, leave],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside <AuthProvider>');
  return ctx;
}
