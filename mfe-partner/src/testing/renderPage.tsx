// Test helper: the shared renderAt (router, fresh query client, location probe), then waits for the work a page starts
// on mount (e.g. formik's validateOnMount) to settle.
import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import { renderAt } from '@kemet/tooling/testing';

export async function renderPage(page: ReactElement, { path, url = path }: { path: string; url?: string }) {
  const result = renderAt(url, path, page);
  await act(async () => undefined);
  return result;
}
