import { z } from 'zod';

/** GET /uploads/:name: a stored photo, `${key}-${width}.webp` (images.ts). */
export const ZImageFileParams = z.object({
  name: z.string().regex(/^[0-9a-f]{32}-\d{2,4}\.webp$/, 'Invalid image name'),
});
