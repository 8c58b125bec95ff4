import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { Check } from './wizard/fields';

type Values = { languages: string[] };

function Form({ onSave }: { onSave: (v: Values) => void }) {
  const { register, handleSubmit } = useForm<Values>({ defaultValues: { languages: ['he'] } });
  return (
    <form onSubmit={handleSubmit(onSave)}>
      {['he', 'en', 'ru'].map((l) => (
        <Check key={l} label={l} value={l} {...register('languages')} id={`lang-${l}`} />
      ))}
      <button type="submit">שמירה</button>
    </form>
  );
}

// A group of checks is one array field: the form's ref reaches each checkbox itself.
describe('service wizard checks', () => {
  it('show the saved choices and save the ones the user ticks', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<Form onSave={onSave} />);
    expect(screen.getByRole('checkbox', { name: 'he' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'en' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'en' }));
    await user.click(screen.getByRole('button', { name: 'שמירה' }));
    expect(onSave).toHaveBeenCalledWith({ languages: ['he', 'en'] }, expect.anything());
  });
});
