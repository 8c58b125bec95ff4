import type { FastifyRequest } from 'fastify';
import { findUnstorableText } from '@galim/shared/common/text';
import { UNSTORABLE_TEXT_MESSAGE } from '@galim/shared/validation-messages/common';
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
      `Invalid ${unstorable[0]}: ${UNSTORABLE_TEXT_MESSAGE}`,
      unstorable.map((path) => ({ path, message: UNSTORABLE_TEXT_MESSAGE })),
    );
  }
  return { fields, files };
}
