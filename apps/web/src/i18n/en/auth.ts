// Sign-in in English: the login page, developer sign-in and Google errors.

import type * as he from '../he/auth';
import type { Translation } from '@galim/shared/i18n/translation';

export const authTexts: Translation<typeof he.authTexts> = {
  title: 'Sign in to Galim',
  tabTitle: 'Sign in',
  subtitle: 'Sign in to list boards, save favourites and manage your profile.',
  // The sentence is built as agree + terms link + and + privacy link.
  agree: 'I have read and agree to the ',
  terms: 'Terms of use',
  and: ' and the ',
  privacy: 'Privacy policy',
  mustAgree: 'Please accept the terms of use to sign in',
  googleTitle: 'Sign in with Google',
  googleNotConfigured:
    'Google sign-in is not set up on this server yet. The site admin needs to set GOOGLE_CLIENT_ID.',
  signingIn: 'Signing in...',
  securityTitle: 'Your sign-in is secure',
  securityNote:
    'Google only shares your name, email address and profile photo with us. We never see your password and will never post anything on your behalf.',
  needHelp: 'Having trouble?',
  contactUs: 'Contact us',
  alreadySignedIn: (name: string) => `You are signed in as ${name}.`,
  toProfile: 'Go to my account',
  toHome: 'Go to the home page',
  success: 'You are signed in!',
  dev: {
    title: 'Developer sign-in',
    badge: 'Development only',
    text: 'Sign in without Google, available only when DEV_LOGIN=true. Pick a demo user or type an email address.',
    demoUsers: 'Demo users',
    demoAdmin: 'Admin',
    email: 'Email',
    name: 'Name (optional)',
    signIn: 'Sign in',
    signInAs: (who: string) => `Sign in as ${who}`,
  },
  errors: {
    timeout: 'The request took too long. Check your connection and try again.',
    network: 'Network error: could not reach the sign-in server...',
    badRequest: (msg: string) => `Invalid request: ${msg}`,
    failed: (msg: string) => `Sign-in failed: ${msg}`,
    forbidden: (msg: string) => `Access denied: ${msg}`,
    blocked:
      'Your account has been blocked by the site admins. To ask why, write to us on the “Contact us” page.',
    otherGoogleAccount:
      'This email address belongs to a different Google account. Sign in with the account you joined Galim with.',
    notFound: 'The sign-in service was not found. Please try again later.',
    server: 'A server error occurred. Please try again later.',
    generic: 'Sign-in failed. Please try again.',
    googleCancelled: 'Google sign-in was not completed. Please try again.',
  },
};
