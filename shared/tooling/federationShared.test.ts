/** @jest-environment node */
import path from 'node:path';
import { federationShared } from './federationShared';

const shell = path.resolve(__dirname, '../../shell');

describe('federationShared', () => {
  test('@kemet/platform: one copy per page, and a remote on another major is refused, not run on it', () => {
    expect(federationShared(shell)['@kemet/platform']).toEqual({
      singleton: true,
      strictVersion: true,
      requiredVersion: '^3.5.0',
    });
  });

  test('@kemet/ui: shared within a major, a remote on another major loads its own copy', () => {
    expect(federationShared(shell)['@kemet/ui']).toEqual({ singleton: false, requiredVersion: '^1.0.0' });
  });

  test('React and TanStack Query stay singletons, with caret ranges from the app’s exact versions', () => {
    const shared = federationShared(shell);
    expect(shared.react).toEqual({ singleton: true, requiredVersion: '^19.3.1' });
    expect(shared['@tanstack/react-query']).toMatchObject({ singleton: true });
  });

  test('react-day-picker: one copy for the remotes that show the calendar, none for the others', () => {
    for (const app of ['mfe-catalog', 'mfe-checkout'])
      expect(federationShared(path.resolve(__dirname, '../..', app))['react-day-picker']).toEqual({
        singleton: false,
        requiredVersion: '^10.0.2',
      });
    expect(federationShared(shell)['react-day-picker']).toBeUndefined();
  });

  test('overrides change one module’s config and keep the rest', () => {
    const shared = federationShared(shell, { '@kemet/ui': { requiredVersion: '^2.0.0', version: '2.0.0' } });
    expect(shared['@kemet/ui']).toEqual({ singleton: false, requiredVersion: '^2.0.0', version: '2.0.0' });
    expect(shared['@kemet/platform']?.requiredVersion).toBe('^3.5.0');
  });
});
