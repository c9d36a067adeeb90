// The password never leaves the form except in the one request to the data service: not in storage, script-readable
// cookies or any response.
import { test, expect, newUser } from '../../support/fixtures';
import { openCreateAccount } from './signInPanel';

test('no password in localStorage, document.cookie or any API response', async ({ page }) => {
  const user = newUser({ password: 'Sphinx-Secret-8841' });
  const leaks: string[] = [];
  const apiCalls: string[] = [];
  page.on('response', async (response) => {
    const url = response.url();
    if (!url.includes('/api/')) return;
    apiCalls.push(`${response.request().method()} ${new URL(url).pathname}`);
    const body = await response.text().catch(() => '');
    if (body.includes(user.password) || /"password"|passwordHash|"hash"/i.test(body))
      leaks.push(`${url}: ${body.slice(0, 200)}`);
  });
  const passwordRequests: string[] = [];
  page.on('request', (request) => {
    if ((request.postData() ?? '').includes(user.password)) passwordRequests.push(request.url());
  });

  await page.goto('/signin');
  const form = await openCreateAccount(page);
  await form.getByLabel('Name').fill(user.fullName);
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Password').fill(user.password);
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/home$/);

  await page.goto('/account');
  await expect(page.getByRole('main').getByRole('heading', { name: user.fullName })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/signin');
  await page.getByRole('form', { name: 'Sign In' }).getByLabel('Email').fill(user.email);
  await page.getByRole('form', { name: 'Sign In' }).getByLabel('Password').fill(user.password);
  await page.getByRole('form', { name: 'Sign In' }).getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/home$/);

  const storage = await page.evaluate(
    () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
  );
  expect(storage).not.toContain(user.password);
  expect(await page.evaluate(() => localStorage.getItem('userToken'))).toMatch(/\S+/);
  const scriptCookies = await page.evaluate(() => document.cookie);
  expect(scriptCookies).not.toContain(user.password);
  const cookies = await page.context().cookies();
  expect(cookies.length, 'a session cookie exists').toBeGreaterThan(0);
  for (const cookie of cookies) expect(scriptCookies, `${cookie.name} is HttpOnly`).not.toContain(`${cookie.name}=`);

  expect(apiCalls).toEqual(expect.arrayContaining(['POST /api/users', 'GET /api/me', 'POST /api/sessions']));
  expect(leaks).toEqual([]);
  expect(passwordRequests.map((url) => new URL(url).pathname).sort()).toEqual(['/api/sessions', '/api/users']);
});
