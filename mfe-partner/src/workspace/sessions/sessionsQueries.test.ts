import { LIVE_POLL_MS, whileLive } from './sessionsQueries';
import { sunset, tomorrow } from '../../testing/sessionsService';

describe('polling Today and a manifest', () => {
  it('asks again every 15 s while a session’s gate is open, and not otherwise', () => {
    expect(whileLive([tomorrow, sunset])).toBe(LIVE_POLL_MS);
    expect(LIVE_POLL_MS).toBe(15_000);
    expect(whileLive([tomorrow])).toBe(false);
    expect(whileLive([])).toBe(false);
    expect(whileLive(undefined)).toBe(false);
  });
});
