import type { User } from '@kemet/contract';
import { authStore } from '@kemet/platform';
import { keepPageOffline } from './keepPageOffline';
import { followTheAccount } from './ticketsOfTheAccount';

describe('keepPageOffline', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Reflect.deleteProperty(performance, 'getEntriesByType');
  });

  it('does nothing, and does not throw, where the browser has no service workers', async () => {
    await expect(keepPageOffline()).resolves.toBeUndefined();
  });

  it('registers /sw.js and asks it to keep this page and its files, minus API answers', async () => {
    const postMessage = jest.fn();
    const register = jest.fn().mockResolvedValue({});
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { register, ready: Promise.resolve({ active: { postMessage } }) },
    });
    window.history.pushState({}, '', '/bookings/KMT-ABCDEF');
    const script = document.createElement('script');
    script.src = 'http://checkout.localhost:3003/remoteEntry.js';
    document.head.append(script);
    const resources = [
      { name: 'http://localhost/main.js' },
      { name: 'http://localhost/api/bookings/KMT-ABCDEF' },
      { name: 'http://localhost/api/media/giza.webp' },
    ];
    Object.defineProperty(performance, 'getEntriesByType', {
      configurable: true,
      value: (type: string) => (type === 'resource' ? resources : []),
    });

    await keepPageOffline();

    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(postMessage).toHaveBeenCalledWith({
      type: 'keep',
      url: '/bookings/KMT-ABCDEF',
      assets: [
        'http://localhost/main.js',
        'http://localhost/api/media/giza.webp',
        'http://checkout.localhost:3003/remoteEntry.js',
      ],
    });
  });

  it('swallows a refused registration', async () => {
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { register: jest.fn().mockRejectedValue(new Error('blocked')), ready: new Promise(() => undefined) },
    });
    await expect(keepPageOffline()).resolves.toBeUndefined();
  });

  it('tells the worker to forget every kept page at sign-out', async () => {
    const postMessage = jest.fn();
    const getRegistration = jest.fn().mockResolvedValue({ active: { postMessage } });
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration } });
    followTheAccount();
    authStore.signIn({
      id: 1,
      fullName: 'Nour Hassan',
      email: 'nour@example.com',
      UId: 'KMT-1',
      isAdmin: false,
      rating: 0,
      createdAt: '2026-01-01T00:00:00Z',
      roles: [],
    } satisfies User);
    authStore.signOut();
    await getRegistration.mock.results[0]?.value;
    expect(getRegistration).toHaveBeenCalledWith('/');
    expect(postMessage).toHaveBeenCalledWith({ type: 'forget-all' });
  });
});
