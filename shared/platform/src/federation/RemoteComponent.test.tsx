import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteComponent } from './RemoteComponent';
import { arrivedRemoteModule, loadRemoteModule, resetRemote } from './remoteLoader';

jest.mock('./remoteLoader', () => ({
  loadRemoteModule: jest.fn(),
  resetRemote: jest.fn(),
  arrivedRemoteModule: jest.fn(),
}));
const load = jest.mocked(loadRemoteModule);
const arrived = jest.mocked(arrivedRemoteModule);

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('RemoteComponent', () => {
  beforeEach(() => {
    load.mockReset();
    arrived.mockReset();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('renders the remote module with its props', async () => {
    load.mockResolvedValue({ default: Greeting });
    render(<RemoteComponent remote="catalog" module="Greeting" label="greeting" props={{ name: 'Aswan' }} />);
    expect(await screen.findByText('Hello Aswan')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('catalog', 'Greeting');
  });

  it('renders a module that has already arrived in the first render, as the server did (no placeholder first)', () => {
    arrived.mockReturnValue({ default: Greeting });
    render(<RemoteComponent remote="catalog" module="Greeting" label="greeting" props={{ name: 'Siwa' }} />);
    expect(screen.getByText('Hello Siwa')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows a notice with Retry when the remote is down, and Retry loads it again', async () => {
    load.mockRejectedValueOnce(new Error('Failed to get manifest')).mockResolvedValueOnce({ default: Greeting });
    render(<RemoteComponent remote="map" module="Greeting" label="map" props={{ name: 'Luxor' }} />);
    expect(await screen.findByText('The map is not available right now.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Hello Luxor')).toBeInTheDocument();
    expect(resetRemote).toHaveBeenCalledWith('map');
  });

  it('contains a remote that throws while rendering', async () => {
    const Broken = () => {
      throw new Error('render failure');
    };
    load.mockResolvedValue({ default: Broken });
    render(
      <>
        <h1>Header stays</h1>
        <RemoteComponent remote="account" module="Broken" label="sign-in page" />
      </>,
    );
    expect(await screen.findByText('The sign-in page is not available right now.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Header stays' })).toBeInTheDocument();
    expect(console.warn).toHaveBeenCalledWith(
      '[kemet] the sign-in page could not be shown:',
      new Error('render failure'),
    );
  });
});
