// The shell's router: React Router's browser router, with the language in the address. Arabic pages are /ar/<route>,
// so the router's basename is /ar while the address starts with it; routes and links stay the same in every app.
// A change of language replaces the address (no reload) and the basename follows in the same render.
import { startTransition, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory, type Location, type NavigationType } from 'react-router';
import { ARABIC_PATH_PREFIX, languageOfPath } from './languages';
import { preferences } from './preferences';
import { setActiveHistory, switchLanguage } from './switchLanguage';
import { usePageQueryClient } from '../query/QueryProvider';

export function LanguageRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => UNSAFE_createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState<{ action: NavigationType; location: Location }>(() => ({
    action: history.action,
    location: history.location,
  }));
  const queries = usePageQueryClient();

  useLayoutEffect(() => {
    setActiveHistory(history);
    const stop = history.listen(({ action, location }) => startTransition(() => setState({ action, location })));
    return () => {
      stop();
      setActiveHistory(undefined);
    };
  }, [history]);

  // Another tab changed its language or digits: follow it.
  useEffect(() => {
    preferences.onOtherTab((next) => {
      preferences.set({ digits: next.digits, chosenCurrency: next.chosenCurrency }, { remember: false });
      if (next.language !== preferences.getState().language)
        void switchLanguage(next.language, queries.get(), { remember: false });
    });
  }, [queries]);

  // Back or forward to a page of the other language: the address wins.
  const pathLanguage = languageOfPath(state.location.pathname);
  useEffect(() => {
    if (pathLanguage !== preferences.getState().language) void switchLanguage(pathLanguage, queries.get());
  }, [pathLanguage, queries]);

  return (
    <Router
      basename={pathLanguage === 'ar' ? ARABIC_PATH_PREFIX : '/'}
      location={state.location}
      navigationType={state.action}
      navigator={history}
    >
      {children}
    </Router>
  );
}
