// jest.mock factories for catalog's page tests: the catalogue calls as mocks, and the platform with the map remote as a
// stub.
import { createElement } from 'react';

export const mockExperiencesApi = () => ({
  experiencesApi: {
    list: jest.fn(),
    get: jest.fn(),
    locations: jest.fn(),
    providers: jest.fn(),
    availability: jest.fn(),
    quote: jest.fn(),
  },
});

export function mockPlatform() {
  return {
    ...jest.requireActual('@kemet/platform'),
    RemoteComponent: ({ remote, module, props }: { remote: string; module: string; props?: object }) =>
      createElement('div', { 'data-testid': `remote-${remote}-${module}` }, JSON.stringify(props ?? {})),
  };
}
