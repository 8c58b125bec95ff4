import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SlugPreview } from './edit-page';

// The public link's name as typed shows what the link will be: "dana!!" does not silently
// become "dana" (#42 item 23); a changed name says the old link keeps working.
describe('the public link name', () => {
  it('shows the link it makes and names the characters it leaves out', () => {
    render(<SlugPreview typed="Dana Levi!!" saved={null} />);
    expect(screen.getByText('הקישור יהיה ‎/u/dana-levi‎')).toBeInTheDocument();
    expect(screen.getByText('התווים ‎!‎ לא נכנסים לקישור')).toBeInTheDocument();
    expect(screen.queryByText(/הקישור הקודם/)).not.toBeInTheDocument();
  });

  it('says the old link still leads to the profile when the name changes', () => {
    render(<SlugPreview typed="dana-waves" saved="dana-levi" />);
    expect(screen.getByText('הקישור הקודם ימשיך להוביל לפרופיל שלכם.')).toBeInTheDocument();
    expect(screen.queryByText(/לא נכנסים/)).not.toBeInTheDocument();
  });

  it('shows nothing for an empty field or one with no usable character', () => {
    const { container } = render(<SlugPreview typed="!!" saved="dana" />);
    expect(container).toBeEmptyDOMElement();
  });
});
