// The app's shell in English: name, navigation, footer, banner, error and empty screens.

import type * as he from '../he/shell';
import type { Translation } from '@galim/shared/i18n/translation';

export const appTexts: Translation<typeof he.appTexts> = {
  name: 'Galim',
  title: 'Galim – used surfboards, surf services and surf forecast',
  tagline: 'Surfboards, surf services and surf forecast',
  loading: 'Loading the app...',
  skipToContent: 'Skip to main content',
  breadcrumb: 'Breadcrumb',
  offline:
    'No internet connection. Showing the last data saved on this device; publishing, saving and sending will work again once you are back online.',
};

export const commonTexts: Translation<typeof he.commonTexts> = {
  loading: 'Loading...',
  retry: 'Try again',
  refresh: 'Refresh',
  close: 'Close',
  cancel: 'Cancel',
  save: 'Save',
  saving: 'Saving...',
  delete: 'Delete',
  edit: 'Edit',
  confirm: 'Confirm',
  back: 'Back',
  next: 'Next',
  previous: 'Previous',
  search: 'Search',
  home: 'Home',
  loadMore: 'Load more',
  yes: 'Yes',
  no: 'No',
  required: 'Required',
  comingSoon: 'Coming soon',
  notifications: 'Notifications',
  errorGeneric: 'Something went wrong. Please try again.',
  networkError: 'Connection problem. Check your connection and try again.',
  timeout: 'The request took too long. Please try again.',
};

export const navTexts: Translation<typeof he.navTexts> = {
  mainLabel: 'Main navigation',
  home: 'Home',
  forecast: 'Surf forecast',
  services: 'Surf services',
  surfboards: 'Surfboards',
  map: 'Map',
  stores: 'Shops',
  contact: 'Contact us',
  login: 'Sign in',
  profile: 'My account',
  settings: 'Settings',
  logout: 'Sign out',
  addBoard: 'Add a board',
  addService: 'Add a service',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  userMenu: 'User menu',
};

export const footerTexts: Translation<typeof he.footerTexts> = {
  about: 'About',
  privacy: 'Privacy policy',
  terms: 'Terms of use',
  contact: 'Contact us',
  home: 'Home',
  forecast: 'Surf forecast',
  profile: 'My account',
  uploadBoard: 'Sell a board',
  followUs: 'Follow us',
  instagram: 'Instagram',
  facebook: 'Facebook',
  mailUs: 'Email us',
  rights: (year: number) => `© ${year} Galim. All rights reserved.`,
  linksLabel: 'Links',
};

export const bannerTexts: Translation<typeof he.bannerTexts> = {
  text: 'Galim is in beta! We would love to hear what you think.',
  feedback: 'Send feedback',
  dismiss: 'Dismiss message',
};

export const notFoundTexts: Translation<typeof he.notFoundTexts> = {
  title: 'Page not found',
  text: 'The page you were looking for does not exist or has moved',
  home: 'Go to the home page',
  back: 'Back to the previous page',
};

export const connectionTexts: Translation<typeof he.connectionTexts> = {
  title: 'You need an internet connection',
  text: 'This content is not saved on your device; it will load when you are back online.',
  retry: 'Try again',
};

export const errorScreenTexts: Translation<typeof he.errorScreenTexts> = {
  title: 'Oops! Something went wrong',
  text: 'An unexpected error occurred. You can try again or go back to the home page.',
  retry: 'Try again',
  home: 'Back to the home page',
};

export const toastTexts: Translation<typeof he.toastTexts> = {
  close: 'Dismiss message',
  region: 'Status messages',
};

export const paginationTexts: Translation<typeof he.paginationTexts> = {
  label: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  page: (n: number) => `Page ${n}`,
};

export const pagesTexts: Translation<typeof he.pagesTexts> = {
  publicProfile: 'Profile',
  serviceDetail: 'Service',
  boardDetail: 'Board',
  profile: 'My account',
};

export const profileMenuTexts: Translation<typeof he.profileMenuTexts> = {
  edit: 'Personal details',
  analytics: 'Analytics',
  'upload-surfboard': 'Upload a board',
  'my-surfboards': 'My boards',
  'sold-surfboards': 'Sold boards',
  archived: 'Archive',
  favorites: 'Favourites',
  messages: 'Messages',
  'my-services': 'My services',
  notifications: 'Notifications',
  settings: 'Settings',
};
