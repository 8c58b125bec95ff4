import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MessageForm } from './message-form';

// Issue #51: an empty message box on a Hebrew page started left to right (dir="auto" with no
// letter yet is left to right), and its placeholder and caret sat on the wrong side.
describe('the message box', () => {
  it('starts in the page direction and follows the language of what is typed', () => {
    render(<MessageForm label="הודעה" onSend={() => Promise.resolve()} />);
    const box = screen.getByRole('textbox', { name: 'הודעה' });
    expect(box).not.toHaveAttribute('dir');
    fireEvent.change(box, { target: { value: '050' } });
    expect(box).not.toHaveAttribute('dir');
    fireEvent.change(box, { target: { value: 'Hi, is it available?' } });
    expect(box).toHaveAttribute('dir', 'auto');
    fireEvent.change(box, { target: { value: '' } });
    expect(box).not.toHaveAttribute('dir');
  });
});
