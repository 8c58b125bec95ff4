import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { App } from '../../app';
import { photoHashes } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import {
  createService,
  createTestUser,
  insertBoard,
  publish,
  runJob,
  seedReferences,
  validFields,
  type Refs,
  type TestUser,
} from '../../test/factories';
import { boardPhoto } from '../../test/photos';
import { openHolds } from '../holds/repo';

// Photos kept before the copied-photo check existed get their hash from the `photo-hashes` job,
// after which a copy of them is caught like a copy of any newer photo.

let app: App;
let refs: Refs;
let admin: TestUser;
let seller: TestUser;
let copier: TestUser;

beforeAll(async () => {
  app = await createTestApp({ adminEmails: ['admin@hashes.test'] });
  refs = await seedReferences(app);
  admin = await createTestUser(app, { email: 'admin@hashes.test' });
  seller = await createTestUser(app);
  copier = await createTestUser(app);
});

const runHashes = async () => {
  const res = await runJob(app, 'photo-hashes', admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { state: string; output: unknown };
};

describe('the photo-hashes job', () => {
  it('hashes old board and service photos once, and a copy of one is then held', async () => {
    // An old board and an old service: their files are stored, no hash was ever kept.
    const photo = await boardPhoto(301);
    const [boardImage] = await app.images.store([photo]);
    const [serviceImage] = await app.images.store([await boardPhoto(302)]);
    const [goneImage] = await app.images.store([await boardPhoto(303)]);
    const boardId = await insertBoard(app, seller.id, refs, {
      moderationStatus: 'approved',
      images: [boardImage!],
    });
    const service = await createService(app, {
      providerId: seller.id,
      status: 'approved',
      images: [serviceImage!],
    });
    // A board whose file was lost: counted, not fatal.
    for (const width of goneImage!.widths) {
      await app.images.storage.delete(`${goneImage!.key}-${width}.webp`);
    }
    await insertBoard(app, seller.id, refs, { images: [goneImage!] });
    expect(await app.db.select().from(photoHashes)).toEqual([]);

    expect(await runHashes()).toMatchObject({
      state: 'completed',
      output: { hashed: 2, flat: 0, missingFiles: 1 },
    });
    const kept = await app.db.select().from(photoHashes);
    expect(kept.map((h) => [h.surfboardId ?? h.serviceId, h.imageKey]).sort()).toEqual(
      [
        [boardId, boardImage!.key],
        [service.id, serviceImage!.key],
      ].sort(),
    );
    expect(kept.every((h) => h.ownerId === seller.id)).toBe(true);

    // Run again: nothing left to hash but the lost file.
    expect((await runHashes()).output).toEqual({ hashed: 0, flat: 0, missingFiles: 1 });

    // Someone else publishes the old photo, resized and re-encoded: held as a copy.
    const copy = await sharp(photo).resize({ width: 600 }).jpeg({ quality: 60 }).toBuffer();
    const res = await publish(app, copier, validFields(refs), [{ name: 'p.jpg', data: copy }]);
    expect(res.statusCode, res.body).toBe(201);
    const holds = await openHolds(app.db, [res.json().data._id]);
    expect(holds.map((h) => h.kind)).toEqual(['copied_photo']);
    expect((holds[0]!.details as { otherBoardIds: string[] }).otherBoardIds).toEqual([boardId]);
  });

  it('is an admin’s to run', async () => {
    expect((await runJob(app, 'photo-hashes', seller)).statusCode).toBe(403);
  });
});
