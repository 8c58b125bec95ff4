import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { fakeApi, ok, renderWithApp, sessionUser } from '../../../test/kit';
import { GearFitNote, GearFitToggle } from './gear-fit';

// "מתאים לי" on the wetsuit lists and pages (issue 53): the rider gives height and weight once
// (privately), the list narrows by them in its URL, and a page says whether its size fits and
// why: "מתאים לגובה 178 ומשקל 75".

const rider = sessionUser();

function profileApi(start: { fitHeightCm: number | null; fitWeightKg: number | null }) {
  let saved: Record<string, unknown> = { ...start, fitChestCm: null };
  const sent: Record<string, unknown>[] = [];
  fakeApi({
    'GET /api/users/:id': () => ok({ user: { ...rider, ...saved } }),
    'PUT /api/users/me/fit': ({ body }) => {
      sent.push(body as Record<string, unknown>);
      saved = { ...saved, ...(body as object) };
      return ok({ user: { ...rider, ...saved } });
    },
  });
  return sent;
}

function List() {
  const [params, setParams] = useState(new URLSearchParams('thickness=4/3'));
  return (
    <>
      <GearFitToggle kind="wetsuit" params={params} onChange={setParams} />
      <output aria-label="query">{params.toString()}</output>
    </>
  );
}

describe('"fits me" on the wetsuit list', () => {
  it('asks height and weight once, then narrows the list by them and says so', async () => {
    const user = userEvent.setup();
    const sent = profileApi({ fitHeightCm: null, fitWeightKg: 75 });
    renderWithApp(<List />, { user: rider });

    await user.click(await screen.findByRole('switch', { name: 'מתאים לי' }));
    // The weight from "boards that fit me" is already there; the height is asked.
    expect(screen.getByLabelText('משקל (ק״ג)')).toHaveValue('75');
    await user.click(screen.getByRole('button', { name: 'שמירה' }));
    expect(await screen.findByText('יש להזין גובה במספר שלם בין 90 ל־220 ס״מ')).toBeVisible();
    await user.type(screen.getByLabelText('גובה (ס״מ)'), '178');
    await user.click(screen.getByRole('button', { name: 'שמירה' }));

    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'מתאים לי' })).toHaveAttribute(
        'aria-checked',
        'true',
      ),
    );
    expect(sent).toEqual([{ fitWeightKg: 75, fitHeightCm: 178, fitChestCm: null }]);
    expect(screen.getByLabelText('query')).toHaveTextContent(
      'thickness=4%2F3&fitWeightKg=75&fitHeightCm=178',
    );
    expect(await screen.findByText('מתאים לגובה 178 ומשקל 75')).toBeVisible();

    await user.click(screen.getByRole('switch', { name: 'מתאים לי' }));
    expect(screen.getByLabelText('query')).toHaveTextContent(/^thickness=4%2F3$/);
  });

  it('points a visitor to sign in', async () => {
    fakeApi({});
    renderWithApp(<List />);
    expect(
      await screen.findByRole('link', { name: 'התחברו כדי לראות מה מתאים לכם' }),
    ).toBeVisible();
  });
});

describe('"fits me" on a wetsuit page', () => {
  it('says a size fits, and why, and that another does not', async () => {
    profileApi({ fitHeightCm: 178, fitWeightKg: 75 });
    const { unmount } = renderWithApp(
      <GearFitNote kind="wetsuit" attributes={{ size: 'M', cut: 'men', thickness: '4/3' }} />,
      { user: rider },
    );
    expect(await screen.findByText('מתאים לגובה 178 ומשקל 75')).toBeVisible();
    unmount();

    renderWithApp(<GearFitNote kind="wetsuit" attributes={{ size: 'S', cut: 'women' }} />, {
      user: rider,
    });
    expect(await screen.findByText('לא מתאים לגובה 178 ומשקל 75')).toBeVisible();
  });

  it('asks the measures of a rider who has not given them', async () => {
    const user = userEvent.setup();
    profileApi({ fitHeightCm: null, fitWeightKg: null });
    renderWithApp(<GearFitNote kind="fins" attributes={{ size: 'M' }} />, { user: rider });
    await user.click(await screen.findByRole('button', { name: 'בדקו אם זה מתאים לכם' }));
    await user.type(screen.getByLabelText('משקל (ק״ג)'), '70');
    await user.click(screen.getByRole('button', { name: 'שמירה' }));
    expect(await screen.findByText('מתאים למשקל 70')).toBeVisible();
  });
});
