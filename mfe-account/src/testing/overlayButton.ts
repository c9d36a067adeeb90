// Test helper: the sliding overlay's switch button (the one outside both forms), by its name.
import { screen } from '@testing-library/react';

export function overlayButton(name: 'Sign In' | 'Sign Up'): HTMLElement {
  const button = screen.getAllByRole('button', { name }).find((candidate) => !candidate.closest('form'));
  if (!button) throw new Error(`No overlay button named ${name}`);
  return button;
}
