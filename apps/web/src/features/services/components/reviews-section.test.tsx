import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { TReviewList, TService } from '@galim/shared/services/schemas';
import type { TSessionUser } from '@galim/shared/users/session';
import { ToastProvider } from '../../../components/ui/toast';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { clearSession, saveSession } from '../../../lib/auth/auth-store';
import { ReviewsSection } from './reviews-section';

// Writing a review: the shared ZReviewInput checks it before anything is sent.

const reviewer: TSessionUser = {
  _id: 'c'.repeat(24),
  email: 'dana@x.example',
  displayName: 'דנה',
  firstName: 'דנה',
  lastName: null,
  phone: null,
  profileImage: null,
  slug: null,
  role: 'user',
  profile_completed: true,
};
const service = {
  _id: 'a'.repeat(24),
  serviceType: 'surf-instructor',
  status: 'approved',
  rating: 0,
  reviewCount: 0,
  providerId: { _id: 'b'.repeat(24) },
} as TService; // the section reads only these fields

let posts: unknown[];
const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  saveSession('token', reviewer);
  posts = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input);
      if (url === '/api/auth/validate') return json({ success: true, data: { user: reviewer } });
      if (url.endsWith('/reviews') && init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return json({ success: true, data: { reviews: [], rating: 4, reviewCount: 1 } });
      }
      if (url.endsWith('/reviews')) {
        return json({
          success: true,
          data: { reviews: [], rating: 0, reviewCount: 0 } satisfies TReviewList,
        });
      }
      return json({ success: false, error: 'not found', code: 'NOT_FOUND' }, 404);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('writing a review', () => {
  it('asks for a rating first, then sends the rating and the text', async () => {
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider>
          <ToastProvider>
            <MemoryRouter>
              <ReviewsSection service={service} />
            </MemoryRouter>
          </ToastProvider>
        </AuthProvider>
      </QueryClientProvider>,
    );
    const submit = await screen.findByRole('button', { name: 'פרסום ביקורת' });
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('יש לבחור דירוג בין 1 ל-5 כוכבים');
    expect(posts).toEqual([]);

    await user.click(screen.getByRole('radio', { name: '4 כוכבים' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'הביקורת (לא חובה)' }), ' שיעור מעולה ');
    await user.click(submit);
    await waitFor(() => expect(posts).toEqual([{ rating: 4, text: 'שיעור מעולה' }]));
  });
});
