import { render, screen } from '@testing-library/react';
import { makeExperience } from '@kemet/tooling/testing';
import { DetailsBanner } from './DetailsBanner';

const backdropOf = (container: HTMLElement) => container.querySelector<HTMLElement>('[aria-hidden="true"]')!;

test("the backdrop is the artwork's blurred raster, asked for early, and the sharp artwork stands beside the title", () => {
  const experience = makeExperience({
    name: 'Karnak at dusk',
    images: ['/api/media/karnak-dusk.svg', '/api/media/karnak-day.svg', '/api/media/karnak-dawn.svg'],
  });
  const { container } = render(<DetailsBanner experience={experience} eyebrow="Tour" />);
  expect(backdropOf(container).style.backgroundImage).toBe('url("/api/media/blurred/karnak-dusk.png")');
  expect(backdropOf(container).className).not.toContain('blurredHere');
  expect(
    document.head.querySelector('link[rel="preload"][as="image"][href="/api/media/blurred/karnak-dusk.png"]'),
  ).not.toBeNull();
  expect(screen.getByRole('heading', { level: 1, name: 'Karnak at dusk' })).toBeInTheDocument();
  const picture = screen.getByRole('img', { name: 'Karnak at dusk' });
  expect(picture).toHaveAttribute('src', '/api/media/400/karnak-dusk.webp');
  expect(picture).toHaveAttribute(
    'srcset',
    '/api/media/400/karnak-dusk.webp 400w, /api/media/800/karnak-dusk.webp 800w',
  );
  expect(picture.getAttribute('sizes')).toMatch(/80vw$/);
});

test('a picture without a blurred raster is blurred by the banner itself', () => {
  const experience = makeExperience({
    images: [
      'https://cdn.example/photos/balloon.jpg',
      'https://cdn.example/photos/b.jpg',
      'https://cdn.example/photos/c.jpg',
    ],
  });
  const { container } = render(<DetailsBanner experience={experience} eyebrow="Event" />);
  expect(backdropOf(container).style.backgroundImage).toBe('url("https://cdn.example/photos/balloon.jpg")');
  expect(backdropOf(container).className).toContain('blurredHere');
  const picture = screen.getByRole('img');
  expect(picture).toHaveAttribute('src', 'https://cdn.example/photos/balloon.jpg');
  expect(picture).not.toHaveAttribute('srcset');
  expect(picture).not.toHaveAttribute('sizes');
});
