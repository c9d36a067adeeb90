// The workspace's own pages, in the order its navigation lists them. Each is a route of the partner remote's manifest
// (remote.manifest.ts); `owner` pages are listed for a provider's owners only (the service refuses the rest anyway).
export interface WorkspaceLink {
  path: string;
  /** Key under `nav.` in the partner messages. */
  label: 'overview' | 'listings' | 'sessions' | 'sales' | 'statement' | 'reviews';
  owner?: boolean;
}

export const workspaceLinks: WorkspaceLink[] = [
  { path: '/partner', label: 'overview' },
  { path: '/partner/listings', label: 'listings' },
  { path: '/partner/sessions', label: 'sessions' },
  { path: '/partner/sales', label: 'sales' },
  { path: '/partner/statement', label: 'statement', owner: true },
  { path: '/partner/reviews', label: 'reviews' },
];
