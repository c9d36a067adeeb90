// A page loaded on demand as its own chunk, with a placeholder the size of a page while it arrives.
import { lazy, Suspense, type ComponentType } from 'react';
import { Skeleton } from '@kemet/ui';
import { useTranslation } from '@kemet/platform';
import '../messages/shellMessages';

function PagePlaceholder() {
  const { t } = useTranslation('shell');
  return <Skeleton height="70vh" label={t('page.loading')} />;
}

export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, exportName: keyof M & string) {
  const Page = lazy(async () => ({ default: (await load())[exportName] as ComponentType }));
  return (
    <Suspense fallback={<PagePlaceholder />}>
      <Page />
    </Suspense>
  );
}
