import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok, renderWithApp } from '../../test/kit';
import { ReportDialog } from './report-dialog';

// Issue 42 item 18: no reason is chosen for the user; sending without one says so.

const boardId = 'b'.repeat(24);

describe('the report dialog', () => {
  it('starts without a reason and sends nothing until one is chosen', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'POST /api/reports': ok({ _id: 'r'.repeat(24) }, 201) });
    renderWithApp(
      <ReportDialog targetType="surfboard" targetId={boardId} open onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'דיווח על בעיה במודעה' });
    const reason = within(dialog).getByRole('combobox', { name: /סיבת הדיווח/ });
    expect(reason).toHaveValue('');
    expect(within(dialog).getByRole('option', { name: 'תמונות מועתקות' })).not.toHaveProperty(
      'selected',
      true,
    );

    await user.click(within(dialog).getByRole('button', { name: 'שליחת דיווח' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('יש לבחור סיבת דיווח');
    expect(reason).toHaveFocus();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.selectOptions(reason, 'הפריט כבר נמכר');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'שליחת דיווח' }));
    expect(await screen.findByText(/הדיווח נשלח/)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ reason: 'sold' });
  });
});
