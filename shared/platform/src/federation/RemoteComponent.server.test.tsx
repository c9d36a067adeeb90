/** @jest-environment node */
// On the server (no window): a part that arrived renders into the HTML; one that did not is left to the browser,
// marked so its hydration renders it there, while the page around it is still the server's.
import { renderToString } from 'react-dom/server';
import { RemoteComponent } from './RemoteComponent';
import { arrivedRemoteModule } from './remoteLoader';
import { createQueryClient } from '../query/createQueryClient';
import { provideQueryFrame, QueryProvider } from '../query/QueryProvider';
import * as queryFrame from '../query/queryFrame';

jest.mock('./remoteLoader', () => ({
  loadRemoteModule: jest.fn(),
  resetRemote: jest.fn(),
  arrivedRemoteModule: jest.fn(),
}));
const arrived = jest.mocked(arrivedRemoteModule);

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

// As the shell's server render has them (server-render/renderer): the frame at once, the request's client given.
provideQueryFrame(queryFrame);

it('renders an arrived part into the HTML', () => {
  arrived.mockReturnValue({ default: Greeting });
  const html = renderToString(
    <QueryProvider client={createQueryClient()}>
      <RemoteComponent remote="catalog" module="Greeting" label="greeting" props={{ name: 'Dahab' }} />
    </QueryProvider>,
  );
  expect(html).toContain('Hello <!-- -->Dahab');
});

it('writes the placeholder of a part that did not arrive, marked for the browser to render', () => {
  arrived.mockReturnValue(undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const html = renderToString(
    <main>
      <h1>Around it</h1>
      <RemoteComponent remote="map" module="EventsMap" label="map" fallback={<p>Loading the map</p>} />
    </main>,
  );
  expect(html).toContain('<h1>Around it</h1>');
  expect(html).toContain('Loading the map');
  expect(html).toContain('<!--$!-->');
  expect(html).not.toContain('Hello');
});
