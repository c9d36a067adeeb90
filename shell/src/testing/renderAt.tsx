// Test helper: renders shell UI inside a MemoryRouter at a given address.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from '@kemet/platform';

export function renderAt(ui: ReactElement, path = '/') {
  return render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
}
