// Trans (words with markup inside, e.g. a link in a sentence) as its own entry, `@kemet/platform/trans`, shared
// when used: it brings an HTML parser, and the pages that only use `t` (the home page's first load) do without it.
// Every use passes the `t` of useTranslation, so it speaks the page's one i18next instance whichever copy loads it.
export { Trans } from 'react-i18next';
