import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { users } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import { createTestUser } from '../../test/factories';

// A public profile link shared in WhatsApp shows the person, not the generic app card; a link
// to a profile that does not exist (or is hidden) is a real 404.

let app: App;
let webDist: string;

async function makeProfile(slug: string, values: Partial<typeof users.$inferInsert>) {
  const user = await createTestUser(app);
  await app.db
    .update(users)
    .set({ slug, ...values })
    .where(eq(users.id, user.id));
}

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'galim-web-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>גלים</title><meta name="description" content="x"></head><body></body></html>',
  );
  app = await createTestApp({ webDist, publicUrl: 'https://galim.test' });
  await makeProfile('dana-surf', {
    displayName: 'דנה כהן',
    region: 'tel-aviv',
    profileImage: 'https://lh3.googleusercontent.com/a/dana',
    publicProfile: {
      visible: true,
      showRegion: true,
      showSkillLevel: false,
      showBio: false,
    },
  });
  await makeProfile('hidden-one', {
    displayName: 'נסתר',
    publicProfile: {
      visible: false,
      showRegion: true,
      showSkillLevel: true,
      showBio: true,
    },
  });
});

afterAll(async () => {
  await app.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('public profile share previews', () => {
  it('names the person and their region, with their photo', async () => {
    const res = await app.inject({ url: '/u/dana-surf' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>דנה כהן (תל אביב) | גלים</title>');
    expect(res.body).toContain('<meta property="og:type" content="profile">');
    expect(res.body).toContain(
      '<meta property="og:image" content="https://lh3.googleusercontent.com/a/dana">',
    );
    expect(res.body).toContain('<meta property="og:image:alt" content="תמונת הפרופיל של דנה כהן">');
    expect(res.body).toContain('<link rel="canonical" href="https://galim.test/u/dana-surf">');
    expect(res.body.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('answers 404 for an unknown or a hidden profile', async () => {
    const unknown = await app.inject({ url: '/u/nobody-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('nobody-here |');
    const hidden = await app.inject({ url: '/u/hidden-one' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('נסתר');
  });

  it('gives the default share image its size', async () => {
    const res = await app.inject({ url: '/faq' });
    expect(res.body).toContain('<meta property="og:image:width" content="512">');
    expect(res.body).toContain('<meta property="og:image:height" content="512">');
  });
});
