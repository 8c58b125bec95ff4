import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeKinds } from '@galim/shared/listings/describe';
import { gearTexts } from '@galim/shared/i18n/he/gear';
import type { TListing } from '@galim/shared/listings/form';
import { takeLikeAfterSignIn } from '../../../lib/like-after-sign-in';
import { testBoard } from '../../../test/fixtures';
import { conversationList } from '../../../test/conversations';
import { fail, fakeApi, ok, renderWithApp, sessionUser, type Handler } from '../../../test/kit';
import GearDetailPage from './gear-detail-page';

// /wetsuits/{id}: one listing of gear, its attributes named as the kind declares them, and all a
// board's page does: likes, share, the seller's facts, the message worded by kind, reserved,
// sold and expired, the owner's view, the price against its kind's sales, a report.

const id = 'f'.repeat(24);
const kinds = { kinds: describeKinds(gearTexts, 'he') };
const wetsuit = (over: Partial<TListing> = {}): TListing => ({
  ...testBoard({ _id: id, title: 'חליפת O’Neill', price: 450, description: 'כמעט חדשה' }),
  kind: 'wetsuit',
  attributes: { size: 'M', thickness: '4/3', style: 'full', cut: 'men', hood: true },
  ...over,
});

const noEstimate = ok({
  low: null,
  median: null,
  high: null,
  currency: 'ILS',
  basedOn: 0,
  comparables: [],
});

/** The API of a listing's page: its kinds, the listing, and no price estimate unless given. */
const api = (listing: TListing, more: Record<string, ReturnType<typeof ok> | Handler> = {}) =>
  fakeApi({
    'GET /api/listings/kinds': ok(kinds),
    // Before '/api/listings/:id', which would answer it otherwise.
    'GET /api/listings/price-estimate': noEstimate,
    'GET /api/listings/:id': ok(listing),
    ...more,
  });

describe('a listing of gear', () => {
  it('shows its attributes with their labels, its condition and description', async () => {
    api(wetsuit());
    renderWithApp(<GearDetailPage />, { route: `/wetsuits/${id}`, path: '/wetsuits/:id' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('חליפת O’Neill');
    const details = screen.getByRole('region', { name: 'פרטים' });
    const term = within(details).getByText('עובי');
    expect(term.nextElementSibling).toHaveTextContent('4/3 מ״מ');
    expect(within(details).getByText('סוג החליפה').nextElementSibling).toHaveTextContent(
      'חליפה מלאה',
    );
    expect(screen.getByText('כמעט חדשה')).toBeInTheDocument();
  });

  it('says a sold listing was sold', async () => {
    api(wetsuit({ sold: true }));
    renderWithApp(<GearDetailPage />, { route: `/wetsuits/${id}`, path: '/wetsuits/:id' });
    expect(await screen.findByText('הפריט הזה כבר נמכר.')).toBeInTheDocument();
  });

  it('names the tab as the server names the page: sold or expired first', async () => {
    for (const [over, start] of [
      [{}, 'חליפת O’Neill –'],
      [{ sold: true }, 'נמכר: חליפת O’Neill –'],
      [{ expired: true }, 'המודעה פגה: חליפת O’Neill –'],
    ] as const) {
      api(wetsuit(over));
      const { unmount } = renderWithApp(<GearDetailPage />, {
        route: `/wetsuits/${id}`,
        path: '/wetsuits/:id',
      });
      await screen.findByRole('heading', { level: 1 });
      await waitFor(() => expect(document.title.startsWith(start)).toBe(true));
      expect(document.title).toMatch(/450.* \| גלים$/);
      unmount();
    }
  });

  it('shows the not-found text for a listing that is not there', async () => {
    fakeApi({
      'GET /api/listings/kinds': ok(kinds),
      'GET /api/listings/:id': fail(404, 'LISTING_NOT_FOUND', 'Listing not found'),
    });
    renderWithApp(<GearDetailPage />, { route: `/wetsuits/${id}`, path: '/wetsuits/:id' });
    expect(await screen.findByRole('heading', { name: 'הדף לא נמצא' })).toBeInTheDocument();
  });
});

const buyer = sessionUser({ _id: 'b'.repeat(24), firstName: 'נועה', displayName: 'נועה' });
const seller = sessionUser(); // testBoard's seller
const page = (user?: ReturnType<typeof sessionUser>) =>
  renderWithApp(<GearDetailPage />, { route: `/wetsuits/${id}`, path: '/wetsuits/:id', user });
/** The signed-in rider's profile, which "fits me" reads: no measures yet. */
const profile = (who: ReturnType<typeof sessionUser>) => ok({ user: { ...who } });

describe('a listing of gear does what a board page does', () => {
  it('lets a buyer like it under /api/listings, the count following', async () => {
    const user = userEvent.setup();
    let liked = false;
    const calls = api(wetsuit({ favoriteCount: 2 }), {
      'GET /api/listings/:id/liked': () => ok({ liked, isLiked: liked }),
      'PATCH /api/listings/:id/like': () => {
        liked = true;
        return ok({ liked: true, isLiked: true, favoriteCount: 3 });
      },
      'GET /api/conversations': ok(conversationList([])),
      'GET /api/users/:id': profile(buyer),
    });
    page(buyer);
    const heart = await screen.findByRole('button', { name: 'הוספה למועדפים' });
    expect(heart).toHaveTextContent('שני מועדפים');
    await waitFor(() => expect(heart).toBeEnabled());
    await user.click(heart);
    const saved = await screen.findByRole('button', { name: 'הסרה מהמועדפים' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    expect(saved).toHaveTextContent('3 מועדפים');
    expect(calls.calls.some((c) => c.path.startsWith('/api/surfboards/'))).toBe(false);
    expect(screen.getByRole('button', { name: 'שיתוף' })).toBeInTheDocument();
  });

  it('sends a visitor who likes it to sign in, naming the wetsuit', async () => {
    const user = userEvent.setup();
    api(wetsuit());
    const { router } = page();
    await user.click(await screen.findByRole('button', { name: 'הוספה למועדפים' }));
    expect(await screen.findByText('התחברו, והחליפה תישמר במועדפים שלכם')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    // Kept for when they come back signed in (and taken here, so no later test likes it).
    expect(takeLikeAfterSignIn(id)).toBe(true);
  });

  it('words the message to the seller by the kind, and offers a report', async () => {
    api(wetsuit(), {
      'GET /api/listings/:id/liked': ok({ liked: false, isLiked: false }),
      'GET /api/conversations': ok(conversationList([])),
      'GET /api/users/:id': profile(buyer),
    });
    page(buyer);
    const message = await screen.findByRole('region', { name: 'הודעה למוכר' });
    expect(await within(message).findByText(/^כתבו למוכר על החליפה\./)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ההודעה שלכם' })).toHaveAttribute(
      'placeholder',
      'למשל: באיזה מצב היא? אפשר לראות אותה בסוף השבוע?',
    );
    expect(screen.getByRole('button', { name: 'שליחת הודעה' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'דיווח על בעיה' })).toBeInTheDocument();
    expect(message).not.toHaveTextContent(/גלשן/);
  });

  it('reveals the seller’s contact under /api/listings, the WhatsApp message naming the wetsuit', async () => {
    const user = userEvent.setup();
    const calls = api(wetsuit(), {
      'GET /api/listings/:id/liked': ok({ liked: false, isLiked: false }),
      'GET /api/conversations': ok(conversationList([])),
      'GET /api/users/:id': profile(buyer),
      'POST /api/listings/:id/contact': ok({ phone: '+972521112233', email: 'maya@example.com' }),
    });
    page(buyer);
    const contact = await screen.findByRole('region', { name: 'יצירת קשר עם המוכר' });
    await user.click(within(contact).getByRole('button', { name: 'הצג פרטי קשר' }));
    const whatsapp = await within(contact).findByRole('link', { name: 'שליחת הודעה בוואטסאפ' });
    const text = decodeURIComponent(whatsapp.getAttribute('href') ?? '');
    expect(text).toContain('ראיתי את החליפה "חליפת O’Neill"');
    expect(text).toContain('לשמוע עליה עוד');
    expect(text).toContain(`/wetsuits/${id}`);
    expect(within(contact).getByRole('link', { name: /התקשרות/ })).toHaveAttribute(
      'href',
      'tel:+972521112233',
    );
    expect(calls.calls.some((c) => c.path === `/api/listings/${id}/contact`)).toBe(true);
    expect(calls.calls.some((c) => c.path.startsWith('/api/surfboards/'))).toBe(false);
  });

  it('asks a visitor to sign in and come back to this page', async () => {
    api(wetsuit({ kind: 'fins', attributes: {} }));
    renderWithApp(<GearDetailPage />, { route: `/fins/${id}`, path: '/fins/:id' });
    expect(await screen.findByText('רוצים לשאול משהו על הסנפירים? התחברו וכתבו למוכר כאן.'));
    expect(screen.getByRole('link', { name: 'התחברות ושליחת הודעה למוכר' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('shows its seller no message form, but where to manage it', async () => {
    api(wetsuit(), {
      'GET /api/listings/:id/liked': ok({ liked: false, isLiked: false }),
      'GET /api/users/:id': profile(seller),
    });
    page(seller);
    const own = await screen.findByRole('region', { name: 'המודעה שלכם' });
    expect(within(own).getByRole('link', { name: 'ניהול המודעה במודעות שלי' })).toHaveAttribute(
      'href',
      '/profile/my-surfboards?kind=wetsuit',
    );
    expect(within(own).getByRole('link', { name: 'להודעות שלי' })).toHaveAttribute(
      'href',
      '/profile/messages',
    );
    expect(own).toHaveTextContent('קונים יכולים לכתוב לכם על החליפה הזאת.');
    expect(screen.queryByRole('button', { name: 'שליחת הודעה' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'דיווח על בעיה' })).toBeNull();
  });

  it('says it is held for the buyer it was reserved for', async () => {
    const until = new Date(Date.now() + 3_600_000).toISOString();
    api(wetsuit({ reservedUntil: until, reservedForMe: true }), {
      'GET /api/listings/:id/liked': ok({ liked: false, isLiked: false }),
      'GET /api/conversations': ok(conversationList([])),
      'GET /api/users/:id': profile(buyer),
    });
    page(buyer);
    expect(await screen.findByText('שמור עבורכם')).toBeInTheDocument();
  });

  it("shows the seller's facts and the safe-deal advice", async () => {
    const user = userEvent.setup();
    api(
      wetsuit({
        seller: {
          ...testBoard().seller,
          trust: {
            memberSince: '2024-03-01T00:00:00.000Z',
            boardsSold: 4,
            googleVerified: true,
            replyRate: null,
          },
        },
      }),
      { 'GET /api/meeting-places': ok([]) },
    );
    page();
    const facts = await screen.findByRole('region', { name: 'על המוכר' });
    expect(facts).toHaveTextContent('בגלים מאז');
    await user.click(screen.getByRole('button', { name: 'קנייה בטוחה' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('weighs its price against its kind: the estimate is asked with its facts', async () => {
    const user = userEvent.setup();
    const calls = api(wetsuit(), {
      'GET /api/listings/price-estimate': ok({
        low: 600,
        median: 700,
        high: 800,
        currency: 'ILS',
        basedOn: 9,
        comparables: [],
      }),
    });
    page();
    const badge = await screen.findByRole('button', { name: /^מחיר טוב/ });
    const asked = calls.calls.find((c) => c.path === '/api/listings/price-estimate')!;
    const query = new URLSearchParams(asked.search);
    expect(query.get('kind')).toBe('wetsuit');
    expect(query.get('thickness')).toBe('4/3');
    expect(query.get('size')).toBe('M');
    expect(query.get('exclude')).toBe(id);
    await user.click(badge);
    expect(screen.getByText(/^פריטים דומים נמכרו ב־/)).toHaveTextContent('(לפי 9 פריטים)');
  });

  it('points from a sold or expired one to others of its kind, without the heart', async () => {
    for (const over of [{ sold: true }, { expired: true }]) {
      api(wetsuit(over));
      const { unmount } = page();
      expect(await screen.findByRole('link', { name: 'לחליפות למכירה' })).toHaveAttribute(
        'href',
        '/חליפות',
      );
      expect(screen.queryByRole('button', { name: 'הוספה למועדפים' })).toBeNull();
      unmount();
    }
  });

  it('lets its seller renew an expired one here', async () => {
    const user = userEvent.setup();
    const calls = api(wetsuit({ expired: true }), {
      'POST /api/listings/:id/renew': ok(wetsuit()),
      'GET /api/users/:id': profile(seller),
    });
    page(seller);
    await user.click(await screen.findByRole('button', { name: 'חידוש ל-60 יום' }));
    await waitFor(() =>
      expect(calls.calls.some((c) => c.method === 'POST' && c.path.endsWith('/renew'))).toBe(true),
    );
  });
});
