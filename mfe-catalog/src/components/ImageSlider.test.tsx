import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeExperience } from '@kemet/tooling/testing';
import { ImageSlider, rotate } from './ImageSlider';

describe('ImageSlider', () => {
  it('rotates the order forward and back', () => {
    expect(rotate(['a', 'b', 'c'], 1)).toEqual(['b', 'c', 'a']);
    expect(rotate(['a', 'b', 'c'], -1)).toEqual(['c', 'a', 'b']);
    expect(rotate(['a', 'b', 'c'], 3)).toEqual(['a', 'b', 'c']);
  });

  it('shows the next and previous photo on the buttons, from the keyboard too', async () => {
    const tour = makeExperience({ id: 4, name: 'Abu Simbel' });
    const { container } = render(<ImageSlider experience={tour} />);
    const main = () => screen.getByRole('img', { name: /Abu Simbel, photo/ });
    expect(main()).toHaveAttribute('src', '/api/media/400/a4.webp');
    await userEvent.click(screen.getByRole('button', { name: 'Next photo of Abu Simbel' }));
    expect(main()).toHaveAttribute('src', '/api/media/400/b4.webp');
    expect(main()).toHaveAccessibleName('Abu Simbel, photo 2 of 3');
    screen.getByRole('button', { name: 'Previous photo of Abu Simbel' }).focus();
    await userEvent.keyboard('{Enter}{Enter}');
    expect(main()).toHaveAttribute('src', '/api/media/400/c4.webp');
    expect(container.querySelectorAll('img')).toHaveLength(3);
  });

  it('sets width, height and lazy loading on every image', () => {
    const { container } = render(<ImageSlider experience={makeExperience()} />);
    for (const img of container.querySelectorAll('img')) {
      expect(img).toHaveAttribute('width', '800');
      expect(img).toHaveAttribute('height', '600');
      expect(img).toHaveAttribute('loading', 'lazy');
    }
  });
});
