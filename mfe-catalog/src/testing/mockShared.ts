// jest.mock factory for @kemet/shared: the real module, with eventsApi replaced by mocks and the map remote by a stub.
import { createElement } from 'react';

export function mockShared() {
  const actual = jest.requireActual('@kemet/shared');
  return {
    ...actual,
    eventsApi: { list: jest.fn(), get: jest.fn(), locations: jest.fn(), providers: jest.fn() },
    RemoteComponent: ({ remote, module, props }: { remote: string; module: string; props?: object }) =>
      createElement('div', { 'data-testid': `remote-${remote}-${module}` }, JSON.stringify(props ?? {})),
  };
}
