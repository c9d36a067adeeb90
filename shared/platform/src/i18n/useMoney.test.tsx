import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { withQueryClient } from '@kemet/tooling/testing';
import { preferences } from './preferences';
import { useMoney } from './useMoney';

const rates = { base: 'EGP', asOf: '2026-11-20', source: 'Kemet seed', rates: { EGP: 1, USD: 1 / 47.6, EUR: 1 / 55 } };

const wrapper = ({ children }: { children: ReactNode }) => withQueryClient(children);

const realFetch = global.fetch;
beforeEach(() => {
  global.fetch = jest
    .fn()
    .mockResolvedValue({ status: 200, ok: true, headers: new Headers(), json: async () => rates });
});
afterEach(() => {
  global.fetch = realFetch;
  preferences.set({ language: 'en', digits: 'arab', chosenCurrency: null }, { remember: false });
});

describe('useMoney', () => {
  it('shows a dollar price as charged in English dollars', () => {
    const { result } = renderHook(() => useMoney(), { wrapper });
    expect(result.current.shown(25, 'USD')).toBe('25$');
    expect(result.current.charged(25, 'USD')).toBe('25$');
  });

  it('converts to the chosen currency once the rates arrive, and says it is approximate', async () => {
    preferences.set({ language: 'ar' }, { remember: false });
    const { result } = renderHook(() => useMoney(), { wrapper });
    expect(result.current.currency).toBe('EGP');
    // Each amount is isolated, so it keeps its order inside right-to-left words.
    expect(result.current.shown(25, 'USD')).toBe('\u2067٢٥ $\u2069');
    await waitFor(() => expect(result.current.shown(25, 'USD')).toBe('\u2067≈ ١٬١٩٠ ج.م.\u2069'));
    expect(result.current.charged(25, 'USD')).toBe('\u2067٢٥ $\u2069');
    // A free ticket is free in every currency, not "about" free.
    expect(result.current.shown(0, 'USD')).toBe('\u2067٠ ج.م.\u2069');
  });

  it('follows the Latin digits setting and an explicit currency', async () => {
    preferences.set({ language: 'ar', digits: 'latn', chosenCurrency: 'EUR' }, { remember: false });
    const { result } = renderHook(() => useMoney(), { wrapper });
    await waitFor(() => expect(result.current.shown(1100, 'EGP')).toBe('\u2067≈ 20 €\u2069'));
  });
});
