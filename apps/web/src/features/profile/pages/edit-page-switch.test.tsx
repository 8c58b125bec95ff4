import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { Switch } from './edit-page';

type Values = { visible: boolean; showBio: boolean };

function Form({ onSave }: { onSave: (v: Values) => void }) {
  const { register, handleSubmit } = useForm<Values>({
    defaultValues: { visible: true, showBio: false },
  });
  return (
    <form onSubmit={handleSubmit(onSave)}>
      <Switch label="פרופיל גלוי" {...register('visible')} />
      <Switch label="הצגת ביוגרפיה" {...register('showBio')} />
      <button type="submit">שמירה</button>
    </form>
  );
}

// The form's ref reaches the checkbox itself: the saved values show, and a toggle is saved.
describe('profile switches', () => {
  it('show the saved values and save what the user toggles', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<Form onSave={onSave} />);
    expect(screen.getByRole('switch', { name: 'פרופיל גלוי' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'הצגת ביוגרפיה' })).not.toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'פרופיל גלוי' }));
    await user.click(screen.getByRole('switch', { name: 'הצגת ביוגרפיה' }));
    await user.click(screen.getByRole('button', { name: 'שמירה' }));
    expect(onSave).toHaveBeenCalledWith({ visible: false, showBio: true }, expect.anything());
  });
});
