import { REMOTE_RENDERS_IN_BROWSER } from '@kemet/platform';
import { reportHydrationError } from './reportHydrationError';

jest.mock('@kemet/platform', () => ({ REMOTE_RENDERS_IN_BROWSER: 'kemet-remote-renders-in-browser' }));

describe('reportHydrationError', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  beforeEach(() => jest.clearAllMocks());

  it('says nothing of a part the server left to the browser', () => {
    reportHydrationError(
      Object.assign(new Error('server could not finish'), { digest: REMOTE_RENDERS_IN_BROWSER }),
      {},
    );
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns of a part that failed while hydrating (its boundary shows the notice)', () => {
    const failed = new Error('catalog/EventsPage did not load within 10000 ms');
    reportHydrationError(new Error('error while hydrating', { cause: failed }), {});
    expect(warn).toHaveBeenCalledWith(expect.any(String), failed);
    expect(error).not.toHaveBeenCalled();
  });

  it('logs a mismatch between the HTML and the first render as an error', () => {
    const mismatch = new Error("Hydration failed because the server rendered HTML didn't match the client.");
    reportHydrationError(mismatch, { componentStack: '\n    at Footer' });
    expect(error).toHaveBeenCalledWith(mismatch, '\n    at Footer');
  });
});
