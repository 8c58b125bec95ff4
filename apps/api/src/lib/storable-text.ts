import { findUnstorableText } from '@galim/shared/common/text';
import { messageKey } from '@galim/shared/i18n/messages';
import { badRequest } from './errors';

const UNSTORABLE_TEXT_MESSAGE = messageKey('common.unstorableText');

/**
 * The shared text rule (well-formed Unicode, no NUL: common/text.ts) as one 400 naming each
 * field that breaks it, for values by where they came from ('body', 'querystring', ...).
 */
export function refuseUnstorableText(values: Record<string, unknown>): void {
  const paths = Object.entries(values).flatMap(([prefix, value]) =>
    findUnstorableText(value, prefix),
  );
  if (paths.length) {
    throw badRequest(
      `Invalid ${paths[0]}: ${UNSTORABLE_TEXT_MESSAGE}`,
      paths.map((path) => ({ path, message: UNSTORABLE_TEXT_MESSAGE })),
    );
  }
}
