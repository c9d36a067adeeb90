// The tour slider in Arabic: Arabic names, and the arrow keys follow the reading direction (← is the next photo).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inLanguage, makeExperience } from '@kemet/tooling/testing';
import { arrowStep, ImageSlider } from './ImageSlider';

beforeEach(() => inLanguage('ar'));
afterEach(() => inLanguage('en'));

describe('ImageSlider in Arabic', () => {
  it('steps toward the reading end: → forward in English, ← forward in Arabic', () => {
    expect(arrowStep('ArrowRight', 'ltr')).toBe(1);
    expect(arrowStep('ArrowLeft', 'ltr')).toBe(-1);
    expect(arrowStep('ArrowLeft', 'rtl')).toBe(1);
    expect(arrowStep('ArrowRight', 'rtl')).toBe(-1);
    expect(arrowStep('Enter', 'rtl')).toBe(0);
  });

  it('names the photos and buttons in Arabic, puts Next at the reading end, and ← shows the next photo', async () => {
    const tour = makeExperience({ id: 4, name: 'Abu Simbel' });
    render(<ImageSlider experience={tour} />);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('group', { name: 'صور Abu Simbel' })).toBeInTheDocument();
    const main = () => screen.getByRole('img', { name: /^Abu Simbel، الصورة/ });
    expect(main()).toHaveAccessibleName('Abu Simbel، الصورة ١ من ٣');
    expect(screen.getByText('١ من ٣')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button');
    // In a right-to-left row the first button is on the right: Previous at the start, Next at the reading end.
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'الصورة السابقة من Abu Simbel',
      'الصورة التالية من Abu Simbel',
    ]);
    buttons[1]!.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(main()).toHaveAttribute('src', '/api/media/400/b4.webp');
    expect(main()).toHaveAccessibleName('Abu Simbel، الصورة ٢ من ٣');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(main()).toHaveAttribute('src', '/api/media/400/c4.webp');
  });
});
