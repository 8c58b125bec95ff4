import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TQuestion } from '@galim/shared/questions/schemas';
import { fail, fakeApi, ok, renderWithApp, sessionUser } from '../../../test/kit';
import { question, questionList as listOf } from '../../../test/questions';
import { AskSeller } from './ask-seller';

// "A question for the seller" on a board page: sign in first, ask, see the answer there.

const boardId = 'b'.repeat(24);
const sellerId = 'e'.repeat(24);
const buyer = sessionUser();

describe('a question for the seller', () => {
  it('asks a visitor to sign in, and comes back to the question', () => {
    fakeApi();
    renderWithApp(<AskSeller boardId={boardId} sellerId={sellerId} />);
    const link = screen.getByRole('link', { name: 'התחברות ושאלה למוכר' });
    expect(link).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('sends the question, shows it waiting, then with the seller’s answer', async () => {
    const user = userEvent.setup();
    let asked: TQuestion[] = [];
    const api = fakeApi({
      'GET /api/questions': () => ok(listOf(asked)),
      'POST /api/surfboards/:id/questions': ({ body }) => {
        asked = [question({ body: (body as { body: string }).body })];
        return ok({ _id: asked[0]!._id }, 201);
      },
    });
    let advised = 0;
    renderWithApp(<AskSeller boardId={boardId} sellerId={sellerId} onAsked={() => advised++} />, {
      user: buyer,
    });
    const box = await screen.findByRole('textbox', { name: 'השאלה שלך' });
    // Too short: said at once, nothing sent.
    await user.type(box, 'א');
    await user.click(screen.getByRole('button', { name: 'שליחת שאלה' }));
    expect(await screen.findByText('כתבו שאלה של שני תווים לפחות')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(box);
    await user.type(box, 'אפשר לראות אותו בשבת?');
    await user.click(screen.getByRole('button', { name: 'שליחת שאלה' }));
    expect(await screen.findByText('השאלה נשלחה למוכר. נודיע לך כשיענה.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      body: 'אפשר לראות אותו בשבת?',
    });
    expect(advised).toBe(1);
    expect(await screen.findByText('ממתינה לתשובה')).toBeInTheDocument();
    expect(box).toHaveValue('');
    const list = api.calls.filter((c) => c.path === '/api/questions');
    expect(list.at(-1)?.search).toContain(`boardId=${boardId}`);
    expect(list.at(-1)?.search).toContain('role=asked');
  });

  it('shows the seller’s answer under the question', async () => {
    fakeApi({
      'GET /api/questions': ok(listOf([question({ answer: 'כן, בשבת בבוקר' })])),
    });
    renderWithApp(<AskSeller boardId={boardId} sellerId={sellerId} />, { user: buyer });
    expect(await screen.findByText('כן, בשבת בבוקר')).toBeInTheDocument();
    expect(screen.getByText('תשובת המוכר')).toBeInTheDocument();
  });

  it('keeps the text and says why when the server refuses it', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/questions': ok(listOf([])),
      'POST /api/surfboards/:id/questions': fail(
        409,
        'QUESTIONS_OPEN_LIMIT',
        'Wait for the seller to answer your earlier questions',
      ),
    });
    renderWithApp(<AskSeller boardId={boardId} sellerId={sellerId} />, { user: buyer });
    const box = await screen.findByRole('textbox', { name: 'השאלה שלך' });
    await user.type(box, 'ועוד שאלה');
    await user.click(screen.getByRole('button', { name: 'שליחת שאלה' }));
    expect(
      await screen.findByText('כבר שלחת כמה שאלות על הגלשן הזה. נחכה לתשובת המוכר לפני שאלה נוספת'),
    ).toBeInTheDocument();
    expect(box).toHaveValue('ועוד שאלה');
  });

  it('sends the seller to their questions page instead of a form', async () => {
    fakeApi();
    renderWithApp(<AskSeller boardId={boardId} sellerId={buyer._id} />, { user: buyer });
    expect(await screen.findByRole('link', { name: 'לשאלות על הגלשנים שלי' })).toHaveAttribute(
      'href',
      '/profile/questions',
    );
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
  });
});
