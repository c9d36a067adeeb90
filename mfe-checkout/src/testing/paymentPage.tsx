// Test helpers of the payment page's tests: the experience they buy, the holds it gets, opening the page, and paying.
import { screen, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type userEvent from '@testing-library/user-event';
import { authStore } from '@kemet/platform';
import { makeHold, makePriceLine, makeQuote, renderAt } from '@kemet/tooling/testing';
import PaymentPage from '../payment/PaymentPage';

/** The experience behind /payment/2 (record 3) in these tests. */
export const KARNAK = {
  id: 3,
  name: 'Sunrise over Karnak',
  description: 'Walk the great hypostyle hall as the sun comes up.',
  ticketsCount: 25,
  ticketPrice: 120,
  discountedPrice: 120,
};

/** The traveller paying: the page is behind the shell's RequireAuth, and holds places only for a known account. */
export function signInTraveller() {
  authStore.signIn({
    id: 1,
    fullName: 'Nour Hassan',
    email: 'nour@example.com',
    UId: 'UId-1',
    isAdmin: false,
    rating: 0,
    createdAt: '',
    roles: [],
  });
}

/** Opens /payment/:eventId, with the search a details page writes (`?session=31&tickets=7x2.8x1`) when given. */
export function openCheckout(eventId = '2', search = '', client?: QueryClient) {
  return renderAt(`/payment/${eventId}${search}`, '/payment/:eventId', <PaymentPage />, client ? { client } : {});
}

export const payButton = () => screen.getByRole('button', { name: /Proceed to payment|Processing payment/ });

/** One foreign adult on session 31 at 120$: what a link without a choice holds. */
export const ONE_ADULT = makeHold({
  id: '11111111-1111-4111-8111-111111111111',
  quote: makeQuote({
    lines: [makePriceLine({ quantity: 1, unitPrice: 120, salePrice: 120, amount: 120 })],
    places: 1,
    subtotal: 120,
    total: 120,
  }),
});
export const TWO_ADULTS = makeHold({
  id: '22222222-2222-4222-8222-222222222222',
  quote: makeQuote({
    lines: [makePriceLine({ quantity: 2, unitPrice: 120, salePrice: 120, amount: 240 })],
    places: 2,
    subtotal: 240,
    total: 240,
  }),
});

/** The page is ready to pay: the experience shown and its places held. */
export async function openReadyToPay(eventId = '2', search = '') {
  const view = openCheckout(eventId, search);
  await screen.findByRole('heading', { name: 'Sunrise over Karnak' });
  await waitFor(() => expect(payButton()).toBeEnabled());
  return view;
}

export async function fillCvcAndPay(user: ReturnType<typeof userEvent.setup>, label = /CVC for Visa/, cvc = '123') {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.type(field, cvc);
  await user.click(screen.getByRole('button', { name: 'Proceed to payment' }));
}
