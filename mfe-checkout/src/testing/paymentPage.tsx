// Test helpers of the payment page's tests: the experience they buy, opening the page, and paying.
import { screen } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type userEvent from '@testing-library/user-event';
import { authStore } from '@kemet/platform';
import { renderAt } from '@kemet/tooling/testing';
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

export async function fillCvcAndPay(user: ReturnType<typeof userEvent.setup>, label = /CVC for Visa/, cvc = '123') {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.type(field, cvc);
  await user.click(screen.getByRole('button', { name: 'Proceed to payment' }));
}
