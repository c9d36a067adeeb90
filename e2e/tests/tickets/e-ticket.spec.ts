// A ticket from purchase to the gate: the QR on the ticket page reads back to the signed token, the provider's gate
// checks it in once, and cancelling the booking revokes it.
import { PROOF_CHECKS } from '@kemet/contract';
import { test, expect, signInViaApi } from '../../support/fixtures';
import { readQrCode } from '../../support/qrCode';
import { checkIn, bookTour, openGate, ticketsOf, tokenOf } from './ticketHelpers';

test('buy, read the QR back, check in at the gate (valid, then already used), cancel (cancelled)', async ({
  page,
  browser,
  signUp,
}) => {
  await signInViaApi(page, await signUp());
  await page.goto('/home');
  const { booking, provider, tickets } = await bookTour(page, 0);
  expect(tickets.map((t) => t.number)).toEqual([1, 2]);

  await page.goto('/bookings');
  await page.getByRole('link', { name: `View tickets for booking ${booking.reference}` }).click();
  await expect(page).toHaveURL(`/bookings/${booking.reference}`);
  await expect(page.getByRole('heading', { level: 1, name: booking.experience.name })).toBeVisible();
  const qr = page.getByRole('img', { name: 'QR code of ticket 1', exact: true });
  const token = await readQrCode(qr);
  expect(token).toBe(tokenOf({ tickets }, 1));

  const { gate, consoleErrors } = await openGate(browser, provider.name);
  await checkIn(gate, token as string, { result: 'valid', words: 'Valid ticket' });
  const proofCheck = PROOF_CHECKS[tickets[0]?.category.proof ?? 'none'];
  if (proofCheck) await expect(gate.getByText(proofCheck)).toBeVisible();
  await checkIn(gate, token as string, { result: 'already_used', words: 'Already used' });

  const cancelled = await page.request.post(`/api/bookings/${booking.id}/cancel`);
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await checkIn(gate, tokenOf({ tickets }, 2), { result: 'revoked', words: 'Cancelled booking' });
  expect(consoleErrors.unexpected()).toEqual([]);

  await page.reload();
  await expect(page.getByText(/^This booking was cancelled on .* \(Cairo time\)\.$/)).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(0);
  expect(
    (await ticketsOf(page, booking.reference)).tickets.every((t) => t.status === 'revoked' && t.token === null),
  ).toBe(true);
});

test('a ticket page opened once still shows its QR codes with the network off', async ({
  page,
  signUp,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 480, height: 900 });
  await signInViaApi(page, await signUp());
  await page.goto('/home');
  const { booking, tickets } = await bookTour(page, 1);
  await page.goto(`/bookings/${booking.reference}`);
  await expect(page.getByRole('img', { name: 'QR code of ticket 2', exact: true })).toBeVisible();
  // The service worker keeps the page and its files once the page has asked it to.
  await expect
    .poll(() => page.evaluate(async () => (await caches.match(location.href)) !== undefined), { timeout: 15_000 })
    .toBe(true);

  // Offline, the page's requests to the data service fail, as Chromium logs.
  consoleErrors.allow(/ERR_INTERNET_DISCONNECTED/);
  await page.context().setOffline(true);
  try {
    const reload = await page.reload();
    expect(reload?.fromServiceWorker()).toBe(true);
    await expect(page.getByText(/^You are offline\. This is the copy saved on /)).toBeVisible();
    await expect(page.getByText(booking.reference.replace(/^KMT-(...)(...)$/, 'KMT-$1-$2')).first()).toBeVisible();
    expect(await readQrCode(page.getByRole('img', { name: 'QR code of ticket 2', exact: true }))).toBe(
      tokenOf({ tickets }, 2),
    );
  } finally {
    await page.context().setOffline(false);
  }
});

test('the calendar file starts at the session’s instant, in Cairo time', async ({ page, signUp }) => {
  await signInViaApi(page, await signUp());
  await page.goto('/home');
  const { booking } = await bookTour(page, 2);
  await page.goto(`/bookings/${booking.reference}`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Add to calendar' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`kemet-${booking.reference}.ics`);
  const ics = await readText(await download.path());
  expect(ics).toContain('BEGIN:VTIMEZONE');
  const start = /^DTSTART;TZID=Africa\/Cairo:(\d{8}T\d{6})\r?$/m.exec(ics)?.[1];
  expect(start, ics).toBeDefined();
  expect(cairoWallClockToInstant(start as string).toISOString()).toBe(new Date(booking.session.startsAt).toISOString());
  expect(ics).toContain(`/bookings/${booking.reference}`);
});

async function readText(path: string): Promise<string> {
  const { readFile } = await import('node:fs/promises');
  return readFile(path, 'utf8');
}

/** 20270115T080000 read as Cairo wall-clock time, as a calendar does with the file's VTIMEZONE. */
function cairoWallClockToInstant(local: string): Date {
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0] = (
    /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})$/.exec(local) ?? []
  )
    .slice(1)
    .map(Number);
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s);
  const offsetAt = (instant: number) => {
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Africa/Cairo',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(new Date(instant));
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - instant;
  };
  return new Date(asUtc - offsetAt(asUtc - offsetAt(asUtc)));
}
