// Trans (words with markup inside, e.g. a link in a sentence) as its own entry, `@kemet/platform/trans`, shared
// when used: it brings an HTML parser, and the pages that only use `t` (the home page's first load) do without it.
// It always renders with the page's one i18next instance, taken from the platform singleton. Module Federation may
// hand a page any app's copy of this entry, each with the react-i18next its app bundled; in a copy whose own
// instance was never set (only the page's copy is), react-i18next's Trans renders nothing at all, even given `t`:
// where the server wrote the words, hydration failed (React #418) and the whole part rendered again.
import type { ComponentProps } from 'react';
import { Trans as I18nextTrans } from 'react-i18next';
import { i18n } from '@kemet/platform';

export function Trans(props: ComponentProps<typeof I18nextTrans>) {
  return <I18nextTrans i18n={i18n} {...props} />;
}
