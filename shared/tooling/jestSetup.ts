import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy… and waitFor give up after 1 s by default; on a loaded two-core CI machine a render can take longer.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  if (typeof window !== 'undefined') window.localStorage.clear();
});
