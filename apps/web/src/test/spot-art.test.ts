import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { SPOTS } from '@galim/shared/forecast/spots';

// The build draws each spot's picture from art/spots/{id}.svg (pwa/spot-images.ts): a spot
// without its drawing would show a broken image on the forecast page.
it('every surf spot has its drawing, and every drawing is a spot', () => {
  const drawings = fs
    .readdirSync(path.resolve(import.meta.dirname, '../../art/spots'))
    .map((file) => file.replace(/\.svg$/, ''))
    .sort();
  expect(drawings).toEqual(SPOTS.map((s) => s.id).sort());
});
