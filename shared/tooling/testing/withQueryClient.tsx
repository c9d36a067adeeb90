// Test helper: wraps what a test renders in a QueryClientProvider with a fresh client (the shell's defaults), so no
// test sees another's cache.
import type { ReactNode } from 'react';
import { createQueryClient } from '@kemet/platform/query';
import { QueryClientProvider } from '@tanstack/react-query';

export function withQueryClient(children: ReactNode, client = createQueryClient()) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
