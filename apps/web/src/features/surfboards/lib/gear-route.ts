import { useLocation } from 'react-router';
import { KIND_SLUGS, kindOfSlug, type TListingKind } from '@galim/shared/listings/kinds';
import { LANGUAGE } from '../../../i18n/he/locale';

/** The kind a gear page's address names (/wetsuits, /חליפות), or null; never boards here. */
export function useRouteKind(): TListingKind | null {
  const { pathname } = useLocation();
  const kind = kindOfSlug(pathname.split('/')[1] ?? '');
  return kind === 'board' ? null : kind;
}

/** A kind's list in this build's language: /חליפות in Hebrew, /wetsuits in English. */
export function gearListPath(kind: TListingKind): string {
  return `/${KIND_SLUGS[kind][LANGUAGE]}`;
}

export function gearPagePath(kind: TListingKind, id: string): string {
  return `${gearListPath(kind)}/${id}`;
}
