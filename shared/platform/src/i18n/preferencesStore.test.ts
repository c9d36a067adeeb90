import { createPreferencesStore, PREFERENCES_STORAGE_KEY } from './preferencesStore';

const clearCookies = () => {
  for (const name of ['lang', 'digits', 'currency']) document.cookie = `${name}=; path=/; max-age=0`;
};

beforeEach(() => {
  clearCookies();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('preferences store', () => {
  it('opens in the language of the address, with the remembered digits and currency', () => {
    document.cookie = 'digits=latn; path=/';
    document.cookie = 'currency=EUR; path=/';
    window.history.replaceState(null, '', '/ar/events');
    const state = createPreferencesStore().getState();
    expect(state).toMatchObject({
      language: 'ar',
      direction: 'rtl',
      digits: 'latn',
      currency: 'EUR',
      locale: 'ar-EG-u-nu-latn',
    });
  });

  it('shows dollars in English and pounds in Arabic until a currency is chosen', () => {
    const store = createPreferencesStore();
    expect(store.getState().currency).toBe('USD');
    store.set({ language: 'ar' });
    expect(store.getState().currency).toBe('EGP');
    store.set({ chosenCurrency: 'EUR' });
    store.set({ language: 'en' });
    expect(store.getState().currency).toBe('EUR');
  });

  it('remembers a choice in cookies and tells the other tabs', () => {
    const store = createPreferencesStore();
    const listener = jest.fn();
    store.subscribe(listener);
    store.set({ language: 'ar', digits: 'latn' });
    expect(document.cookie).toContain('lang=ar');
    expect(document.cookie).toContain('digits=latn');
    expect(JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY)!)).toMatchObject({
      language: 'ar',
      digits: 'latn',
    });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('does not remember a change applied from another tab', () => {
    const store = createPreferencesStore();
    store.set({ language: 'ar' }, { remember: false });
    expect(document.cookie).not.toContain('lang=ar');
    expect(store.getState().language).toBe('ar');
  });

  it("hands another tab's choice to the platform's switch, and ignores what it cannot read", () => {
    const store = createPreferencesStore();
    const apply = jest.fn();
    store.onOtherTab(apply);
    const storage = (newValue: string) =>
      window.dispatchEvent(new StorageEvent('storage', { key: PREFERENCES_STORAGE_KEY, newValue }));
    storage(JSON.stringify({ language: 'ar', digits: 'arab', chosenCurrency: 'EGP' }));
    storage('not json');
    storage(JSON.stringify({ language: 'fr', digits: 'arab' }));
    expect(apply).toHaveBeenCalledTimes(1);
    expect(apply).toHaveBeenCalledWith({ language: 'ar', digits: 'arab', chosenCurrency: 'EGP' });
  });
});
