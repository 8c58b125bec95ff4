import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';

/** GET /api/map/style: `lang` names the basemap's place names (Hebrew or English). */
export const ZMapStyleQuery = z.object({ lang: z.enum(LANGUAGES).default('he') });
