// From application to owner, the way the people involved go: a visitor sends the "Become a partner" form; Kemet
// operations sign in, open the queue from the header and approve it; the applicant opens the invitation link the dev
// mailbox shows, chooses a name and a password, and lands in the provider's workspace as its owner. A traveller finds
// neither the queue nor a link to it; in Arabic the queue and its reason form read right to left.
import { test, expect, checkA11y, signInViaApi, signInViaUi, uniqueEmail } from '../../support/fixtures';
import { mailedInvitationPath, operationsAccount } from '../../support/partners';

test('an application sent with the partner form becomes a provider owned by its applicant', async ({ page, api }) => {
  test.setTimeout(90_000);
  const businessName = `Aswan Sails ${Date.now().toString(36)}${process.pid}`;
  const applicant = uniqueEmail('applicant');
  const header = page.getByRole('banner');

  await page.goto('/partners');
  const application = page.getByRole('form', { name: 'Partner application' });
  await application.getByLabel('Business name').fill(businessName);
  await application.getByLabel('Type of business').fill('Felucca trips');
  await application.getByLabel('Website').fill('https://aswansails.example');
  await application.getByLabel('Address').fill('Corniche el-Nil, Aswan');
  await application.getByLabel('Email').fill(applicant);
  await application.getByLabel('Phone number').fill('+20 97 555 0199');
  await application.getByLabel('Why do you want to partner with Kemet?').fill('To reach travellers before they land.');
  await application.getByLabel('What services do you offer to travelers?').fill('Sunset sails around Elephantine.');
  await application.getByRole('button', { name: 'SEND' }).click();
  await expect(application.getByText('Application received')).toBeVisible();

  await page.goto('/signin');
  await signInViaUi(page, { fullName: 'Kemet Operations', ...operationsAccount() });
  await header.getByRole('link', { name: 'Partner applications' }).click();
  await expect(page).toHaveURL(/\/operations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Partner applications' })).toBeVisible();
  const pending = page.getByRole('list', { name: 'Pending applications, oldest first' });
  const filed = pending.getByRole('article', { name: businessName });
  await expect(filed).toContainText('Felucca trips · Received');
  await expect(filed.getByRole('link', { name: applicant })).toBeVisible();
  await expect(filed).toContainText('Sunset sails around Elephantine.');
  await checkA11y(page);

  await filed.getByRole('button', { name: `Approve ${businessName}` }).click();
  await expect(page.getByText(`Approved — an invitation was sent to ${applicant}.`)).toBeVisible();
  await expect(filed).toHaveCount(0);
  await page.getByRole('link', { name: 'Approved', exact: true }).click();
  const approved = page.getByRole('list', { name: 'Approved applications, newest first' });
  await expect(approved.getByRole('article', { name: businessName })).toContainText('Approved');
  await expect(approved.getByRole('button')).toHaveCount(0);

  const invitationPath = await mailedInvitationPath(api, applicant);
  await header.getByRole('button', { name: 'Log out' }).click();
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();

  await page.goto(invitationPath);
  await expect(page.getByRole('heading', { level: 1, name: `Join ${businessName} on Kemet` })).toBeVisible();
  const join = page.getByRole('form', { name: 'Choose your name and a password for your Kemet account.' });
  await join.getByLabel('Full name').fill('Tiye Nakht');
  await join.getByLabel('Password').fill('Felucca-Sunset-2027');
  await join.getByRole('button', { name: `Join ${businessName}` }).click();

  await expect(page).toHaveURL(/\/partner$/);
  await expect(page.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
  await expect(page.getByText('Your role').locator('xpath=..')).toContainText('Owner');
  await expect(page.getByRole('region', { name: 'Staff' })).toContainText('Tiye Nakht');
  await expect(header.getByRole('link', { name: 'Partner workspace' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Partner applications' })).toHaveCount(0);
});

test('a traveller gets the not-found page at /operations, and no link to it', async ({ page, signUp }) => {
  await signInViaApi(page, await signUp());
  await page.goto('/operations');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Partner applications' })).toHaveCount(0);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'My account' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Partner applications' })).toHaveCount(0);
});

test('in Arabic at 480 px, the queue and its reason form read right to left', async ({ page, api }) => {
  await page.setViewportSize({ width: 480, height: 900 });
  const businessName = `Siwa Springs ${Date.now().toString(36)}${process.pid}`;
  const filed = await api.post('/api/partner-applications', {
    data: {
      businessName,
      businessType: 'نُزُل بيئي',
      website: 'https://siwasprings.example',
      address: 'واحة سيوة، مطروح',
      email: uniqueEmail('siwa'),
      phone: '+20 46 460 1234',
      whyPartner: 'نريد أن يعرفنا المسافرون.',
      servicesOffered: 'إقامة بجوار العيون.',
      additionalInfo: '',
    },
  });
  expect(filed.status(), await filed.text()).toBe(201);
  await signInViaApi(page, { fullName: 'Kemet Operations', ...operationsAccount() });

  await page.goto('/ar/operations');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'طلبات الشراكة' })).toBeVisible();
  const filedCard = page.getByRole('article', { name: businessName });
  await expect(filedCard).toContainText('إقامة بجوار العيون.');
  await filedCard.getByRole('button', { name: `رفض ${businessName}` }).click();
  const reason = filedCard.getByLabel('السبب');
  await expect(reason).toBeFocused();
  await reason.blur();
  await expect(filedCard.getByText('اذكر للمتقدم السبب')).toBeVisible();
  await checkA11y(page);
});
