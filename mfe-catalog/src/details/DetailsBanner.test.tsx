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
  expect(document.head.querySelector('link[rel="preload"][as="image"][href="/api/media/blurred/karnak-dusk.png"]')).not.toBeNull();
  expect(screen.getByRole('heading', { level: 1, name: 'Karnak at dusk' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Karnak at dusk' })).toHaveAttribute('src', '/api/media/karnak-dusk.svg');
});

test('a picture without a blurred raster is blurred by the banner itself', () => {
  const experience = makeExperience({
    images: ['https://cdn.example/photos/balloon.jpg', 'https://cdn.example/photos/b.jpg', 'https://cdn.example/photos/c.jpg'],
  });
  const { container } = render(<DetailsBanner experience={experience} eyebrow="Event" />);
  expect(backdropOf(container).style.backgroundImage).toBe('url("https://cdn.example/photos/balloon.jpg")');
  expect(backdropOf(container).className).toContain('blurredHere');
});
