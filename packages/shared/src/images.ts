// Stored images are content-addressed WebP files at a few widths: `${key}-${width}.webp`.

// 480: a card in a phone's two-column list (about 190 CSS px at 2–2.6 device pixels per px).
export const IMAGE_WIDTHS = [320, 480, 800, 1600] as const;

export interface TImage {
  key: string;
  widths: number[];
  width: number;
  height: number;
}

export function imageUrl(image: Pick<TImage, 'key' | 'widths'>, wanted = 800): string {
  const width = image.widths.find((w) => w >= wanted) ?? image.widths[image.widths.length - 1];
  return `/uploads/${image.key}-${width}.webp`;
}

export function imageSrcSet(image: Pick<TImage, 'key' | 'widths'>): string {
  return image.widths.map((w) => `/uploads/${image.key}-${w}.webp ${w}w`).join(', ');
}

/** A gallery's cover: the picture at its cover index, or the first when the index is past the end. */
export function coverImage<T>(gallery: { images: readonly T[]; coverIndex: number }): T | null {
  return gallery.images[gallery.coverIndex] ?? gallery.images[0] ?? null;
}

/** A gallery's entry for the N-th file uploaded with it (boards' ZImageLayout, services' cover). */
export const newImageToken = (n: number) => `new:${n}`;

/** N from a `new:N` token, or null when the entry is not one (an existing image key). */
export function newImageIndex(token: string): number | null {
  const m = /^new:(\d+)$/.exec(token);
  return m ? Number(m[1]) : null;
}
