import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp } from '../../test/helpers';
import { createBoards, createTestUser } from '../../test/factories';

describe('sitemap and robots', () => {
  it('lists static pages, public boards and public profiles only', async () => {
    const app = await createTestApp({ publicUrl: 'https://galim.example' });
    const seller = await createTestUser(app);
    await app.db.insert(users).values({
      email: 'public@x.example',
      slug: 'maya-levi',
      publicProfile: { visible: true, showRegion: true, showSkillLevel: true, showBio: true },
    });
    await app.db.insert(users).values({ email: 'hidden@x.example', slug: 'hidden-one' });
    const [pub, pending] = await createBoards(app, [
      { sellerId: seller.id, title: 'A', price: 1, moderationStatus: 'approved' },
      { sellerId: seller.id, title: 'B', price: 1 },
    ]);
    const suit = { sellerId: seller.id, kind: 'wetsuit' as const, title: 'Suit', price: 1 };
    const [publicSuit, soldSuit, pendingSuit] = await createBoards(app, [
      { ...suit, moderationStatus: 'approved', attributes: { size: 'M' } },
      { ...suit, moderationStatus: 'approved', isSold: true },
      suit,
    ]);
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/xml/);
    expect(res.body).toContain('<loc>https://galim.example/about</loc>');
    expect(res.body).toContain('<loc>https://galim.example/terms</loc>');
    // Every surf spot's own page (issue 44).
    expect(res.body).toContain('<loc>https://galim.example/forecast/herzliya</loc>');
    expect(res.body).toContain('<loc>https://galim.example/forecast/zikim</loc>');
    expect(res.body).toContain(`https://galim.example/surfboards/${pub!.id}`);
    expect(res.body).not.toContain(pending!.id);
    expect(res.body).toContain('https://galim.example/u/maya-levi');
    expect(res.body).not.toContain('hidden-one');
    // Each page in English too, with its two versions named (issue 46).
    expect(res.body).toContain('<loc>https://galim.example/en/forecast/herzliya</loc>');
    expect(res.body).toContain(`<loc>https://galim.example/en/surfboards/${pub!.id}</loc>`);
    expect(res.body).toContain('<loc>https://galim.example/en/</loc>');
    const englishBoard = res.body
      .split('\n')
      .find((line) => line.includes(`<loc>https://galim.example/en/surfboards/${pub!.id}</loc>`));
    expect(englishBoard).toContain(
      `<xhtml:link rel="alternate" hreflang="he" href="https://galim.example/surfboards/${pub!.id}"/>`,
    );
    expect(englishBoard).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="https://galim.example/en/surfboards/${pub!.id}"/>`,
    );

    // Gear (issue 53): each kind's list and each public piece, at its address in each language.
    const wetsuits = encodeURIComponent('חליפות');
    expect(res.body).toContain(`<loc>https://galim.example/${wetsuits}</loc>`);
    expect(res.body).toContain('<loc>https://galim.example/en/wetsuits</loc>');
    expect(res.body).not.toContain('<loc>https://galim.example/wetsuits</loc>');
    expect(res.body).not.toContain('<loc>https://galim.example/en/%D7');
    const englishSuit = res.body
      .split('\n')
      .find((line) =>
        line.includes(`<loc>https://galim.example/en/wetsuits/${publicSuit!.id}</loc>`),
      );
    expect(englishSuit).toContain(
      `<xhtml:link rel="alternate" hreflang="he" href="https://galim.example/${wetsuits}/${publicSuit!.id}"/>`,
    );
    expect(res.body).toContain(`<loc>https://galim.example/${wetsuits}/${publicSuit!.id}</loc>`);
    for (const hidden of [soldSuit!, pendingSuit!]) expect(res.body).not.toContain(hidden.id);
    // A board is listed at its own address only.
    expect(res.body).not.toContain(`wetsuits/${pub!.id}`);

    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Disallow: /admin');
    expect(robots.body).toContain('Disallow: /en/profile');
    expect(robots.body).toContain('Sitemap: https://galim.example/sitemap.xml');
  });
});
