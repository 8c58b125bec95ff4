import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotesPrompt } from './notes-prompt';

function Reject() {
  const [open, setOpen] = useState(false);
  return open ? (
    <NotesPrompt
      label="סיבת הדחייה"
      confirmLabel="דחייה"
      required
      onConfirm={vi.fn()}
      onCancel={() => setOpen(false)}
    />
  ) : (
    <button onClick={() => setOpen(true)}>דחייה…</button>
  );
}

describe('NotesPrompt', () => {
  it('takes the focus when it opens, and keeps it while the admin types', async () => {
    const user = userEvent.setup();
    render(<Reject />);
    await user.click(screen.getByRole('button', { name: 'דחייה…' }));
    expect(screen.getByLabelText('סיבת הדחייה')).toHaveFocus();
    await user.keyboard('כפול');
    expect(screen.getByLabelText('סיבת הדחייה')).toHaveFocus();
    expect(screen.getByLabelText('סיבת הדחייה')).toHaveValue('כפול');
  });
});
