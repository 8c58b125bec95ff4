import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';
// A relative path: Vite bundles it into the config (a package import would reach Node as .ts).
import { SPOT_IMAGE_WIDTHS } from '../../../packages/shared/src/forecast/spot-images';

// The surf spots' pictures are drawn as SVG (art/spots/) and shipped as WebP at a few widths
// (/spots/{id}-{width}.webp). An SVG in an <img> is a document of its own for the browser to
// parse, style and lay out on the page's main thread: the forecast page's twenty-odd spot
// pictures cost more of its first screen than the rest of it (decision 038). The pages ask for
// them with `spotImage` and `spotImageSrcSet` (@galim/shared/forecast/spot-images).
const WIDTHS: readonly number[] = SPOT_IMAGE_WIDTHS;
const SOURCE = path.resolve(import.meta.dirname, '..', 'art', 'spots');
const DRAWN_WIDTH = 320; // every spot SVG's viewBox is 320 × 200
const NAME = /^\/spots\/([a-z0-9-]+)-(\d+)\.webp$/;

async function raster(svg: Buffer, width: number): Promise<Buffer> {
  return sharp(svg, { density: (72 * width) / DRAWN_WIDTH })
    .resize({ width })
    .webp({ quality: 80 })
    .toBuffer();
}

export function spotImages(): Plugin {
  return {
    name: 'galim-spot-images',
    // The client build writes every spot at every width beside the other public files.
    async generateBundle() {
      for (const file of fs.readdirSync(SOURCE).filter((f) => f.endsWith('.svg'))) {
        const id = file.slice(0, -'.svg'.length);
        const svg = fs.readFileSync(path.join(SOURCE, file));
        for (const width of WIDTHS) {
          this.emitFile({
            type: 'asset',
            fileName: `spots/${id}-${width}.webp`,
            source: await raster(svg, width),
          });
        }
      }
    },
    // `vite` (dev) draws the one asked for.
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = NAME.exec(req.url?.split('?')[0] ?? '');
        const file = match && path.join(SOURCE, `${match[1]}.svg`);
        if (!file || !fs.existsSync(file) || !WIDTHS.includes(Number(match[2]))) {
          next();
          return;
        }
        raster(fs.readFileSync(file), Number(match[2])).then(
          (data) => {
            res.setHeader('Content-Type', 'image/webp');
            res.end(data);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
