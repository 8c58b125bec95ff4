// A surf spot's picture: drawn as SVG in the web app (art/spots/{id}.svg) and served as WebP at
// a few widths (its build's pwa/spot-images.ts). Apart from the spots' data, so that a page
// showing a picture does not load every spot.

/** The widths a spot's picture is served at, as WebP (the web build's pwa/spot-images.ts). */
export const SPOT_IMAGE_WIDTHS = [160, 320, 640, 960] as const;

export function spotImage(id: string, width: (typeof SPOT_IMAGE_WIDTHS)[number]): string {
  return `/spots/${id}-${width}.webp`;
}

/** For `srcset`: the picture at every width. */
export function spotImageSrcSet(id: string): string {
  return SPOT_IMAGE_WIDTHS.map((w) => `${spotImage(id, w)} ${w}w`).join(', ');
}
