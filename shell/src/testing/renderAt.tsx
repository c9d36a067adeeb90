// Test helper: renders shell UI inside a MemoryRouter at a given address, in the site the remotes publish
// (publishedSite.ts), with a fresh query client (the language switch asks it to refetch content in the new
// language).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, type Site } from '@kemet/platform';
import { withQueryClient } from '@kemet/tooling/testing';
import { SiteProvider } from '../app/site';
import { publishedSite } from './publishedSite';

export function renderAt(ui: ReactElement, path = '/', site: Site = publishedSite()) {
  return render(
    withQueryClient(
      <MemoryRouter initialEntries={[path]}>
        <SiteProvider site={site}>{ui}</SiteProvider>
      </MemoryRouter>,
    ),
  );
}
