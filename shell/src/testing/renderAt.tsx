// Test helper: renders shell UI inside a MemoryRouter at a given address, with a fresh query client (the language
// switch asks it to refetch content in the new language).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from '@kemet/platform';
import { withQueryClient } from '@kemet/tooling/testing';

export function renderAt(ui: ReactElement, path = '/') {
  return render(withQueryClient(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>));
}
