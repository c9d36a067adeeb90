// The partner workspace, reached the way a partner reaches it: operations approve an application, the owner opens the
// mailed invitation link and joins with a new account, lands in /partner, invites staff, issues a gate key (shown
// once) and revokes it, and reads it all in the activity. The used link then says it is no longer valid.
import { test, expect, checkA11y } from '../../support/fixtures';
import { uniqueEmail } from '../../support/accounts';
import { approvedProvider } from '../../support/partners';

test('an invited owner joins, invites staff, issues and revokes a gate key', async ({ page, api, consoleErrors }) => {
  test.setTimeout(90_000);
  const provider = await approvedProvider(api);

  await page.goto(provider.invitationPath);
  await expect(page.getByRole('heading', { level: 1, name: `Join ${provider.businessName} on Kemet` })).toBeVisible();
  await expect(page.getByText(provider.ownerEmail)).toBeVisible();
  await checkA11y(page);
  const join = page.getByRole('form', { name: 'Choose your name and a password for your Kemet account.' });
  await join.getByLabel('Full name').fill('Hatshepsut Owner');
  await join.getByLabel('Password').fill('Felucca-Dawn-2027');
  await join.getByRole('button', { name: `Join ${provider.businessName}` }).click();

  await expect(page).toHaveURL(/\/partner$/);
  await expect(page.getByRole('heading', { level: 1, name: provider.businessName })).toBeVisible();
  const staff = page.getByRole('region', { name: 'Staff' });
  await expect(staff.getByRole('list', { name: 'Staff' }).getByRole('listitem')).toHaveText([
    /Hatshepsut Owner\s*Owner\s*You/,
  ]);

  const staffEmail = uniqueEmail('staff');
  const invite = page.getByRole('form', { name: 'Invite someone' });
  await invite.getByLabel('Email').fill(staffEmail);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByText(`Invitation sent to ${staffEmail}.`)).toBeVisible();
  await expect(staff.getByRole('list', { name: 'Invitations waiting' })).toContainText(staffEmail);

  const keys = page.getByRole('region', { name: 'Gate keys' });
  await expect(keys.getByText('Your provider has no gate key yet.')).toBeVisible();
  await keys.getByRole('button', { name: 'Issue a new key' }).click();
  const secret = keys.getByLabel('Your new gate key');
  await expect(secret).toHaveValue(/^\S{20,}$/);
  await expect(keys.getByText('Copy it now: it is shown only this once.', { exact: false })).toBeVisible();
  await expect(keys.getByRole('list', { name: 'Gate keys' }).getByRole('listitem')).toHaveCount(1);
  await expect(keys.getByRole('list', { name: 'Gate keys' })).toContainText('Live');
  await checkA11y(page);

  await page.reload();
  await expect(keys.getByRole('list', { name: 'Gate keys' })).toContainText('Live');
  await expect(keys.getByLabel('Your new gate key')).toHaveCount(0);

  await keys.getByRole('button', { name: 'Revoke the live key' }).click();
  await expect(keys.getByText('The live key was revoked: devices using it can no longer check tickets.')).toBeVisible();
  await expect(keys.getByRole('list', { name: 'Gate keys' })).not.toContainText('Live');
  await expect(keys.getByRole('button', { name: 'Revoke the live key' })).toHaveCount(0);

  const activity = page.getByRole('region', { name: 'Activity' }).getByRole('list', { name: 'Activity' });
  await expect(activity.getByRole('listitem').first()).toContainText('Gate key revoked');
  await expect(activity).toContainText(`Invitation sent · ${staffEmail}`);
  await expect(activity).toContainText('Invitation accepted');

  consoleErrors.allowFailedRequest('/api/partner/invitations/', 410);
  await page.goto(provider.invitationPath);
  await expect(page.getByRole('heading', { level: 1, name: 'This invitation is no longer valid' })).toBeVisible();
  await expect(page.getByText('This invitation has already been accepted. Please sign in.')).toBeVisible();
});

test('in Arabic at 480 px, the invitation and the workspace read right to left', async ({ page, api }) => {
  await page.setViewportSize({ width: 480, height: 900 });
  const provider = await approvedProvider(api);
  await page.goto(`/ar${provider.invitationPath}`);
  const join = page.getByRole('form', { name: 'اختر اسمك وكلمة مرور لحسابك على Kemet.' });
  await join.getByLabel('الاسم الكامل').fill('Hatshepsut Owner');
  await join.getByLabel('كلمة المرور').fill('Felucca-Dawn-2027');
  await join.getByRole('button', { name: /^الانضمام إلى/ }).click();
  await expect(page).toHaveURL(/\/ar\/partner$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: provider.businessName })).toBeVisible();
  await expect(page.getByRole('region', { name: 'مفاتيح البوابة' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'سجل النشاط' }).getByRole('listitem').first()).toBeVisible();
  await checkA11y(page);
});
