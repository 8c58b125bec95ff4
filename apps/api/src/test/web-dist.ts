import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A stand-in for the web app's build (Config.webDist) in a new folder: the Hebrew shell and the
 * English one (/en/), empty, for tests of the page heads the server writes into them. Removed
 * by the function it returns.
 */
export function fakeWebDist(prefix: string): { root: string; remove: () => void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  fs.writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html><head><title>גלים</title></head><body><div id="root"></div></body></html>',
  );
  fs.mkdirSync(path.join(root, 'en'));
  fs.writeFileSync(
    path.join(root, 'en', 'index.html'),
    '<!doctype html><html lang="en"><head><title>Galim</title></head><body><div id="root"></div></body></html>',
  );
  return { root, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}
