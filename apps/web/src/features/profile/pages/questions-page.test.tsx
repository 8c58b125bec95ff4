import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TQuestion } from '@galim/shared/questions/schemas';
import { fakeApi, ok, renderWithApp, sessionUser } from '../../../test/kit';
import { question, questionList as listOf } from '../../../test/questions';
import ProfileQuestionsPage from './questions-page';

// /profile/questions: the seller answers buyers' questions; the buyer reads the answers.

const seller = sessionUser();
const q = (id: string, over: Partial<TQuestion> = {}) =>
  question({ _id: id.repeat(24), askerName: 'עומר', body: `שאלה ${id}`, ...over });

describe('the questions page', () => {
  it('lets the seller answer a waiting question, once', async () => {
    const user = userEvent.setup();
    let received = [q('1'), q('2', { answer: 'כן', answeredAt: new Date().toISOString() })];
    const api = fakeApi({
      'GET /api/questions': ({ url }) =>
        ok(listOf(url.searchParams.get('role') === 'asked' ? [] : received)),
      'POST /api/questions/:id/answer': ({ params, body }) => {
        const answer = (body as { answer: string }).answer;
        received = received.map((x) => (x._id === params.id ? { ...x, answer } : x));
        return ok({ _id: params.id, answer, answeredAt: new Date().toISOString() });
      },
    });
    renderWithApp(<ProfileQuestionsPage />, { user: seller });
    expect(await screen.findByText('שאלה אחת ממתינה לתשובה')).toBeInTheDocument();
    const waiting = screen.getByText('שאלה 1').closest('li')!;
    expect(within(waiting).getByText(/שאלה מעומר/)).toBeInTheDocument();
    // The answered one has no form.
    const done = screen.getByText('שאלה 2').closest('li')!;
    expect(within(done).queryByRole('textbox')).toBeNull();

    await user.type(within(waiting).getByRole('textbox', { name: 'התשובה שלך' }), 'בטח, בשבת');
    await user.click(within(waiting).getByRole('button', { name: 'שליחת תשובה' }));
    expect(await screen.findByText('התשובה נשלחה')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({
      path: `/api/questions/${'1'.repeat(24)}/answer`,
      body: { answer: 'בטח, בשבת' },
    });
    expect(await screen.findByText('בטח, בשבת')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByText('שאלה אחת ממתינה לתשובה')).toBeNull();
  });

  it('shows the questions I asked with their answers', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/questions': ({ url }) =>
        ok(
          listOf(
            url.searchParams.get('role') === 'asked'
              ? [q('3', { answer: 'אין סדקים', answeredAt: new Date().toISOString() })]
              : [],
          ),
        ),
    });
    renderWithApp(<ProfileQuestionsPage />, { user: seller });
    expect(await screen.findByText('עדיין לא שאלו אותך על הגלשנים שלך')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'שאלות ששאלתי' }));
    expect(await screen.findByText('אין סדקים')).toBeInTheDocument();
    expect(screen.getByText('תשובת המוכר')).toBeInTheDocument();
  });
});
