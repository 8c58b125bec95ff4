import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ErrorList } from './error-list';

// Issue 42 item 15: a phone field's error read left to right around the Hebrew inside an LTR form part.

describe('a field error', () => {
  it('reads right to left even inside a left-to-right part of the form', () => {
    render(
      <div dir="ltr">
        <ErrorList errors={['מספר טלפון לא תקין (למשל 050-1234567)']} />
        <ErrorList errors={['כתובת אתר לא תקינה', 'שדה חובה']} />
      </div>,
    );
    expect(screen.getByText(/מספר טלפון לא תקין/)).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('list')).toHaveAttribute('dir', 'rtl');
  });
});
