import type { FastifyRequest } from 'fastify';
import { findUnstorableText } from '@galim/shared/common/text';
import { messageKey } from '@galim/shared/i18n/messages';
import { apiError, badRequest } from '../../lib/errors';

export interface MultipartFile {
  field: string;
  filename: string;
  data: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string | string[]>;
  files: MultipartFile[];
}

/**
 * Reads a multipart request into text fields and file buffers, enforcing a file count and a
 * per-file size (413 with the given message beyond either). Repeated fields become arrays.
 */
export async function readMultipart(
  request: FastifyRequest,
  limits: {
    maxFiles: number;
    maxFileBytes: number;
    /** The answer to a file too large or one too many. */
    tooLarge: 'IMAGES_TOO_LARGE' | 'SERVICE_IMAGES_TOO_LARGE';
  },
): Promise<MultipartBody> {
  if (!request.isMultipart()) throw badRequest('Expected multipart/form-data');
  const fields: MultipartBody['fields'] = {};
  const files: MultipartFile[] = [];
  try {
    for await (const part of request.parts({
      limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles, fields: 100 },
    })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (data.length === 0) continue;
        files.push({ field: part.fieldname, filename: part.filename, data });
      } else {
        const value = String(part.value);
        const prev = fields[part.fieldname];
        fields[part.fieldname] =
          prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT') {
      throw apiError(limits.tooLarge);
    }
    throw err;
  }
  const unstorable = findUnstorableText(fields, 'body');
  if (unstorable.length) {
    throw badRequest(
      `Invalid ${unstorable[0]}: ${messageKey('common.unstorableText')}`,
      unstorable.map((path) => ({ path, message: messageKey('common.unstorableText') })),
    );
  }
  return { fields, files };
}

/** Which of a form's multipart text fields carry a number, a yes/no or JSON; the rest are text. */
export interface FieldKinds {
  numbers?: readonly string[];
  booleans?: readonly string[];
  json?: readonly string[];
}

const YES = new Set(['true', 'on', '1']);
const NO = new Set(['false', 'off', '0']);
const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * A multipart form's text fields as the typed input its shared schema checks: multipart can
 * only carry text, so it is converted here, at the boundary, and the schemas take numbers,
 * yes/no and objects as they are. A repeated field keeps its first value (as FormData.get
 * does); an empty one is left out. Text that is not a number becomes NaN, and text that is not
 * yes/no or not JSON stays text: the schema refuses either with the field's own message.
 */
export function typedFields(
  fields: MultipartBody['fields'],
  kinds: FieldKinds,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(fields)) {
    const value = Array.isArray(raw) ? raw[0]! : raw;
    if (value.trim() === '') continue;
    if (kinds.numbers?.includes(key)) {
      out[key] = Number(value);
    } else if (kinds.booleans?.includes(key)) {
      out[key] = YES.has(value) ? true : NO.has(value) ? false : value;
    } else if (kinds.json?.includes(key)) {
      out[key] = parseJson(value);
    } else {
      out[key] = value;
    }
  }
  return out;
}
