import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';
import { authTexts } from '../../../i18n/he/auth';

/**
 * Google Identity Services' own button. It yields an ID token (the `credential`), which the
 * server verifies; nothing else from Google reaches us.
 */
export function GoogleSignIn({
  clientId,
  onToken,
  onError,
}: {
  clientId: string;
  onToken: (idToken: string) => void;
  onError: () => void;
}) {
  return (
    <GoogleOAuthProvider clientId={clientId}>
      <div className="flex justify-center">
        <GoogleLogin
          onSuccess={(response) => {
            if (response.credential) onToken(response.credential);
            else onError();
          }}
          onError={onError}
          locale="he"
          text="signin_with"
          shape="pill"
          size="large"
          width="300"
          useOneTap={false}
        />
      </div>
      <span className="sr-only">{authTexts.googleTitle}</span>
    </GoogleOAuthProvider>
  );
}
