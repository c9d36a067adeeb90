import { render, screen } from '@testing-library/react';
import { authStore, MemoryRouter, RequireAuth, Route, Routes, useLocation } from '@kemet/platform';
import { experiencesApi } from '@kemet/platform/experiences-api';
import PaymentPage from './PaymentPage';
import BookingsPage from './BookingsPage';
import TicketPage from './TicketPage';
import { bookingsApi } from '../api/bookingsApi';
import { withQueryClient } from '@kemet/tooling/testing';

jest.mock('@kemet/platform/experiences-api', () => ({
  ...jest.requireActual('@kemet/platform/experiences-api'),
  experiencesApi: {
    get: jest.fn(() => new Promise(() => undefined)),
    availability: jest.fn(() => new Promise(() => undefined)),
  },
}));
jest.mock('../api/bookingsApi', () => ({
  ...jest.requireActual('../api/bookingsApi'),
  bookingsApi: {
    listMine: jest.fn(() => new Promise(() => undefined)),
    tickets: jest.fn(() => new Promise(() => undefined)),
  },
}));

function SignInProbe() {
  const { pathname, search } = useLocation();
  return <p>signin page at {pathname + search}</p>;
}

// The shell's wiring: /payment, /bookings and /bookings/:reference behind RequireAuth.
function renderShellRoute(path: string) {
  render(
    withQueryClient(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/payment/:eventId"
            element={
              <RequireAuth>
                <PaymentPage />
              </RequireAuth>
            }
          />
          <Route
            path="/bookings"
            element={
              <RequireAuth>
                <BookingsPage />
              </RequireAuth>
            }
          />
          <Route
            path="/bookings/:reference"
            element={
              <RequireAuth>
                <TicketPage />
              </RequireAuth>
            }
          />
          <Route path="/signin" element={<SignInProbe />} />
        </Routes>
      </MemoryRouter>,
    ),
  );
}

describe('guard', () => {
  beforeEach(() => authStore.signOut());

  it('sends anonymous visitors of /payment/2 to sign in, with the way back', () => {
    renderShellRoute('/payment/2');
    expect(screen.getByText('signin page at /signin?next=%2Fpayment%2F2')).toBeInTheDocument();
    expect(experiencesApi.get).not.toHaveBeenCalled();
  });

  it('keeps the ticket choice in the way back, so the sign-in detour does not lose it', () => {
    renderShellRoute('/payment/2?session=31&tickets=7x2.8x1');
    expect(
      screen.getByText('signin page at /signin?next=%2Fpayment%2F2%3Fsession%3D31%26tickets%3D7x2.8x1'),
    ).toBeInTheDocument();
  });

  it('sends anonymous visitors of /bookings to sign in', () => {
    renderShellRoute('/bookings');
    expect(screen.getByText('signin page at /signin?next=%2Fbookings')).toBeInTheDocument();
  });

  it('sends anonymous visitors of a ticket page to sign in, without asking for the tickets', () => {
    renderShellRoute('/bookings/KMT-7F3K2Q');
    expect(screen.getByText('signin page at /signin?next=%2Fbookings%2FKMT-7F3K2Q')).toBeInTheDocument();
    expect(bookingsApi.tickets).not.toHaveBeenCalled();
  });

  it('lets signed-in travellers into the checkout', () => {
    window.localStorage.setItem('userToken', 'UId-1');
    authStore.signIn({
      id: 1,
      fullName: 'Nour',
      email: 'n@example.com',
      UId: 'UId-1',
      isAdmin: false,
      rating: 0,
      createdAt: '',
      roles: [],
    });
    renderShellRoute('/payment/2');
    expect(screen.getByRole('heading', { name: 'Checkout Your Order' })).toBeInTheDocument();
    expect(experiencesApi.get).toHaveBeenCalledWith(3, expect.anything());
  });
});
