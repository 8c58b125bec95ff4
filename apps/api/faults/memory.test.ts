import { describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  BOARD_FIELDS,
  boardForm,
  devLogin,
  photo,
  referencesFor,
  startApi,
  tempDir,
} from './harness';

// Four users each publish a board with eight 4500×4500 JPEG photos at the same moment. Image
// work is bounded (the upload queue, one decode per photo, the pixel limit from the header), so
// the API's peak resident memory stays under a fixed bound instead of growing with the number
// of parallel uploads. The figures for 20 uploads of 49 MP photos: `npm run bench -- uploads`.

/** The bound (MB), for peak RSS of the whole API process (Node, tsx, PGlite and sharp). */
const PEAK_RSS_BOUND_MB = Number(process.env.FAULT_PEAK_RSS_MB ?? 1_200);
/** What the uploads may add on top of the idle process (MB). */
const GROWTH_BOUND_MB = 600;
const PARALLEL = 4;
const PHOTOS = 8;
const SIDE = 4500;

describe('memory under parallel large uploads', () => {
  it(`4 × 8 photos of ${SIDE}×${SIDE} stay under ${PEAK_RSS_BOUND_MB} MB peak RSS`, async () => {
    const api = await startApi({ DATA_DIR: tempDir('memory'), ADMIN_EMAILS: ADMIN_EMAIL });
    const refs = await referencesFor(api);
    const users = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => devLogin(api, `big${i}@fault.test`)),
    );
    const photos: Buffer[] = [];
    for (let i = 0; i < PHOTOS; i++) photos.push(await photo(SIDE, SIDE, i + 1));
    const mb = (n: number) => Math.round(n / 1024 / 1024);
    console.log(
      `[memory] each photo ${SIDE}×${SIDE}: ${photos.map((p) => mb(p.length * 10) / 10).join(', ')} MB`,
    );

    // Start-up (migrations) has its own peak: measure from here.
    api.resetPeak();
    const rssBefore = api.rssMb();
    const started = Date.now();
    const answers = await Promise.all(
      users.map((user, i) =>
        fetch(`${api.url}/api/surfboards`, {
          method: 'POST',
          headers: user.headers,
          body: boardForm(BOARD_FIELDS(refs, `Big photos ${i}`), photos).body,
        }).then(async (res) => ({ status: res.status, body: await res.text() })),
      ),
    );
    const seconds = Math.round((Date.now() - started) / 100) / 10;
    const peak = api.peakRssMb();
    console.log(
      `[memory] RSS before ${rssBefore} MB, peak ${peak} MB (bound ${PEAK_RSS_BOUND_MB} MB), ` +
        `after ${api.rssMb()} MB; ${PARALLEL}×${PHOTOS} photos in ${seconds} s`,
    );
    for (const a of answers) expect(a.status, a.body).toBe(201);
    expect(peak).toBeLessThan(PEAK_RSS_BOUND_MB);
    expect(peak - rssBefore).toBeLessThan(GROWTH_BOUND_MB);
    expect(api.alive()).toBe(true);
  });
});
