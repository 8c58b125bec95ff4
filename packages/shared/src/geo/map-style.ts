// The map's style (issue 56, decision 064): the API answers it, the web map draws it. No zod
// here: the map's code imports these, and a first visit to the map loads no schema library
// (the query's schema is map-style-query.ts).

/** The basemap archive, read by range requests (decision 062). */
export const BASEMAP_PATH = '/api/map/basemap.pmtiles';

/** The land and sea outline the web app ships (Natural Earth), drawn when there is no basemap. */
export const COAST_OUTLINE_PATH = '/map/coast-outline.json';

/** A style's source that reads the basemap archive through the pmtiles protocol. */
export const PMTILES_PREFIX = 'pmtiles://';
