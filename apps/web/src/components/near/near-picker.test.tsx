import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CITIES } from '@galim/shared/geo/cities';
import { nearTexts as english } from '../../i18n/en/near';
import { distanceTexts } from '../../i18n/he/distance';
import { distanceTexts as englishDistance } from '../../i18n/en/distance';
import { withSensiblePlace } from '../../lib/near-params';
import { NearPicker } from './near-picker';
import type { NearValue } from './near-value';

// The "near me / city + radius" picker of the board and services lists (issue 56).

type Position = { coords: { latitude: number; longitude: number } };
const getCurrentPosition = vi.fn();

function givePosition(answer: (ok: (p: Position) => void, fail: () => void) => void) {
  getCurrentPosition.mockImplementation(answer);
  Object.defineProperty(navigator, 'geolocation', {
    value: { getCurrentPosition },
    configurable: true,
  });
}

afterEach(() => getCurrentPosition.mockReset());

function Picker({ changes }: { changes: NearValue[] }) {
  const [value, setValue] = useState<NearValue>({});
  return (
    <NearPicker
      value={value}
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
    />
  );
}

describe('the near picker', () => {
  it('asks for the position only on a tap, and sends it rounded to about a kilometre', async () => {
    givePosition((ok) => ok({ coords: { latitude: 32.0853412, longitude: 34.7818064 } }));
    const changes: NearValue[] = [];
    const user = userEvent.setup();
    render(<Picker changes={changes} />);
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'רדיוס' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'לידי' }));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(changes).toEqual([{ lat: '32.09', lng: '34.78', radiusKm: '25' }]);
    expect(screen.getByText('ליד המיקום שלי')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'לידי' })).toHaveAttribute('aria-pressed', 'true');
    // Nothing keeps it: not the browser's storage.
    expect(JSON.stringify({ ...localStorage })).not.toContain('32.09');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('32.09');

    await user.selectOptions(screen.getByRole('combobox', { name: 'רדיוס' }), '10');
    expect(changes.at(-1)).toEqual({ lat: '32.09', lng: '34.78', radiusKm: '10' });
    await user.click(screen.getByRole('button', { name: 'ביטול המיקום' }));
    expect(changes.at(-1)).toEqual({});
  });

  it('says so when the position is refused or outside Israel, and sends nothing', async () => {
    const changes: NearValue[] = [];
    const user = userEvent.setup();
    givePosition((_ok, fail) => fail());
    render(<Picker changes={changes} />);
    await user.click(screen.getByRole('button', { name: 'לידי' }));
    expect(screen.getByRole('status')).toHaveTextContent('לא קיבלנו את המיקום');
    givePosition((ok) => ok({ coords: { latitude: 48.8566, longitude: 2.3522 } }));
    await user.click(screen.getByRole('button', { name: 'לידי' }));
    expect(screen.getByRole('status')).toHaveTextContent('מחוץ לישראל');
    expect(changes).toEqual([]);
  });

  it('offers every city of the list, and a radius of 10, 25, 50 or 100 km', async () => {
    const changes: NearValue[] = [];
    const user = userEvent.setup();
    render(<Picker changes={changes} />);
    const city = screen.getByRole('combobox', { name: 'עיר' });
    expect(within(city).getAllByRole('option')).toHaveLength(CITIES.length + 1);
    await user.selectOptions(city, 'אשדוד');
    expect(changes).toEqual([{ city: 'אשדוד', radiusKm: '25' }]);
    const radius = screen.getByRole('combobox', { name: 'רדיוס' });
    expect(
      within(radius)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['כל מרחק', 'עד 10 ק״מ', 'עד 25 ק״מ', 'עד 50 ק״מ', 'עד 100 ק״מ']);
    await user.selectOptions(city, '');
    expect(changes.at(-1)).toEqual({});
  });

  it('names the cities in English too, and says how far in both languages', () => {
    for (const c of CITIES) expect(english.cityName(c), c).toMatch(/^[A-Z][A-Za-z' -]+$/);
    expect(new Set(CITIES.map(english.cityName)).size).toBe(CITIES.length);
    expect(english.cityName('תל אביב')).toBe('Tel Aviv');
    expect(english.cityName('אילת')).toBe('Eilat');
    expect(english.cityName('חיפה')).toBe('Haifa');
    expect(distanceTexts.short(12)).toBe('12 ק״מ');
    expect(distanceTexts.short(0)).toBe('פחות מק״מ');
    expect(englishDistance.short(12)).toBe('12 km');
  });
});

describe("a URL's place", () => {
  it('is kept whole or not at all, and nearest first only with a place', () => {
    expect(withSensiblePlace({ city: 'חיפה', radiusKm: '25', sortBy: 'distance' })).toEqual({
      city: 'חיפה',
      radiusKm: '25',
      sortBy: 'distance',
    });
    expect(withSensiblePlace({ lat: '32.1', radiusKm: '25', sortBy: 'distance' })).toEqual({});
    expect(withSensiblePlace({ lat: '32.1', lng: '33.2' })).toEqual({});
    expect(withSensiblePlace({ city: 'Paris' })).toEqual({});
    // On services a city off the list is the plain city filter it always was.
    expect(withSensiblePlace({ city: 'כפר ויתקין' }, false)).toEqual({ city: 'כפר ויתקין' });
  });
});
