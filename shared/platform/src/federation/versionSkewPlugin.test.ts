import versionSkewPlugin from './versionSkewPlugin';

type ResolveShareArgs = Parameters<NonNullable<ReturnType<typeof versionSkewPlugin>['resolveShare']>>[0];

const resolving = (version: string, shareConfig: Record<string, unknown>) =>
  ({ pkgName: '@kemet/platform', version, shareInfo: { from: 'map', shareConfig } }) as unknown as ResolveShareArgs;

describe('versionSkewPlugin', () => {
  let error: jest.SpyInstance;
  beforeEach(() => (error = jest.spyOn(console, 'error').mockImplementation(() => undefined)));
  afterEach(() => error.mockRestore());
  const resolveShare = versionSkewPlugin().resolveShare!;

  test('a remote that needs another major of a strict singleton: the console names the package, the range and the page’s version', () => {
    const args = resolving('1.0.0', { singleton: true, strictVersion: true, requiredVersion: '^2.0.0' });
    expect(resolveShare(args)).toBe(args);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('[kemet] map needs @kemet/platform ^2.0.0, but this page has @kemet/platform 1.0.0'),
    );
  });

  test('a remote on the page’s major, or a share that is not strict, says nothing', () => {
    resolveShare(resolving('1.4.2', { singleton: true, strictVersion: true, requiredVersion: '^1.0.0' }));
    resolveShare(resolving('1.0.0', { singleton: false, requiredVersion: '^2.0.0' }));
    expect(error).not.toHaveBeenCalled();
  });
});
