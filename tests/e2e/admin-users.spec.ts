import type { Page } from '@playwright/test';
import {
  adminApi,
  canSignIn,
  createUserViaApi,
  signInViaApi,
  strongPassword,
  toast,
  uniqueUsername,
} from './support/admin.ts';
import { expect, PHONE, test } from './support/test.ts';

/** An admin of this test's own, signed in on the User Management tab. */
async function openUsersAsNewAdmin(page: Page, request: Parameters<typeof createUserViaApi>[0]) {
  const username = uniqueUsername('boss');
  const password = strongPassword();
  const user = await createUserViaApi(request, { username, password, role: 'admin' });
  await signInViaApi(page, username, password);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  return { ...user, password };
}

const rowOf = (page: Page, username: string) =>
  page.getByRole('list', { name: 'Users' }).getByRole('listitem').filter({ hasText: username });

test.describe('User Management (admin area §2, §5, §8; D14, D15)', () => {
  // The screen's journey, at both sizes.
  test(
    'Add User: required fields, the password rule beside the field, the server’s answers (a taken username in the toast, a common password beside its field), then User Created and the new row',
    PHONE,
    async ({ page, request }) => {
      const admin = await openUsersAsNewAdmin(page, request);
      const username = uniqueUsername('new');
      const password = strongPassword();

      await page.getByRole('button', { name: 'Add User' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add User' });
      await expect(dialog.getByLabel('Role')).toHaveText('Viewer');
      await expect(dialog.getByRole('switch', { name: 'Active' })).toBeChecked();
      await dialog.getByRole('button', { name: 'Create User' }).click();
      await expect(toast(page)).toContainText('Validation Error');
      await expect(toast(page)).toContainText('Username and password are required.');
      await expect(dialog.getByText('Username is required.')).toBeVisible();

      await dialog.getByLabel('Username').fill(username);
      await dialog.getByLabel('Password').fill('too short');
      await dialog.getByRole('button', { name: 'Create User' }).click();
      await expect(dialog.getByText('Password must be at least 12 characters long.')).toBeVisible();
      await expect(dialog.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');

      // What only the server knows: a username taken (this admin's own), a password on the common list.
      await dialog.getByLabel('Username').fill(admin.username);
      await dialog.getByLabel('Password').fill(strongPassword());
      await dialog.getByRole('button', { name: 'Create User' }).click();
      await expect(toast(page)).toContainText('Error');
      await expect(toast(page)).toContainText('That username is already taken.');
      await expect(dialog).toBeVisible();
      await dialog.getByLabel('Username').fill(username);
      await dialog.getByLabel('Password').fill('qwerty123456');
      await dialog.getByRole('button', { name: 'Create User' }).click();
      await expect(dialog.getByText('This password is too common. Please choose another.')).toBeVisible();
      await expect(dialog.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
      expect((await (await adminApi(request)).listUsers()).some((user) => user.username === username)).toBe(false);

      await dialog.getByLabel('Password').fill(password);
      await dialog.getByLabel('First Name').fill('Mara');
      await dialog.getByLabel('Last Name').fill('Lindqvist');
      await dialog.getByLabel('Role').click();
      await page.getByRole('option', { name: /^Editor/ }).click();
      const created = page.waitForResponse(
        (r) => r.url().endsWith('/api/admin/users') && r.request().method() === 'POST',
      );
      await dialog.getByRole('button', { name: 'Create User' }).click();
      expect((await created).ok()).toBe(true);
      await expect(toast(page)).toContainText('User Created');
      await expect(dialog).toBeHidden();

      const row = rowOf(page, username);
      await expect(row).toContainText('Active');
      await expect(row).toContainText('Editor');
      await expect(row).toContainText('Mara Lindqvist');
      await expect(row).toContainText(/Created [A-Z][a-z]{2} \d{1,2}, \d{4}/);
      await expect(row).toContainText('Never signed in');
      const stored = (await (await adminApi(request)).listUsers()).find((user) => user.username === username);
      expect(stored).toMatchObject({ role: 'editor', active: true, firstName: 'Mara', lastName: 'Lindqvist' });
      expect(await canSignIn(username, password)).toBe(true);
    },
  );

  test('Edit: the username is required, the password is never sent, then User Updated', async ({ page, request }) => {
    await openUsersAsNewAdmin(page, request);
    const username = uniqueUsername('edit');
    await (await adminApi(request)).createUser({ username, password: strongPassword(), role: 'viewer' });
    await page.reload();

    await rowOf(page, username).getByRole('button', { name: /^Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await expect(dialog.getByLabel('Password')).toHaveCount(0);
    await dialog.getByLabel('Username').fill('');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page)).toContainText('Validation Error');
    await expect(toast(page)).toContainText('Username is required.');

    const renamed = `${username}-x`;
    await dialog.getByLabel('Username').fill(renamed);
    await dialog.getByLabel('Email').fill('studio.helper@example.com');
    await dialog.getByRole('switch', { name: 'Active' }).click();
    const sent = page.waitForRequest((r) => r.method() === 'PATCH' && /\/api\/admin\/users\/\d+$/.test(r.url()));
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    const body = (await sent).postDataJSON();
    expect(body).not.toHaveProperty('password');
    expect(body).toMatchObject({ username: renamed, email: 'studio.helper@example.com', active: false });
    await expect(toast(page)).toContainText('User Updated');
    const row = rowOf(page, renamed);
    await expect(row).toContainText('Inactive');
    await expect(row).toContainText('studio.helper@example.com');
  });

  test('Password: Invalid Password, Password Mismatch, then Password Updated, and the new one signs in', async ({
    page,
    request,
  }) => {
    await openUsersAsNewAdmin(page, request);
    const username = uniqueUsername('pw');
    const oldPassword = strongPassword();
    await (await adminApi(request)).createUser({ username, password: oldPassword, role: 'editor' });
    await page.reload();

    await rowOf(page, username)
      .getByRole('button', { name: /password/i })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await expect(dialog.getByLabel('Current Password')).toHaveCount(0);
    await dialog.getByLabel('New Password').fill('short one');
    await dialog.getByLabel('Confirm Password').fill('short one');
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await expect(toast(page)).toContainText('Invalid Password');
    await expect(toast(page)).toContainText('Password must be at least 12 characters long.');

    const newPassword = strongPassword();
    await dialog.getByLabel('New Password').fill(newPassword);
    await dialog.getByLabel('Confirm Password').fill(`${newPassword}!`);
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await expect(toast(page)).toContainText('Password Mismatch');
    await expect(toast(page)).toContainText('Passwords do not match.');

    await dialog.getByLabel('Confirm Password').fill(newPassword);
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await expect(toast(page)).toContainText('Password Updated');
    await expect(dialog).toBeHidden();
    expect(await canSignIn(username, newPassword)).toBe(true);
    expect(await canSignIn(username, oldPassword)).toBe(false);
  });

  test('one’s own password needs the current one; the wrong one is named beside its field', async ({
    page,
    request,
  }) => {
    const me = await openUsersAsNewAdmin(page, request);
    const row = rowOf(page, me.username);
    await expect(row).toContainText('You');
    await expect(row.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

    await row.getByRole('button', { name: /password/i }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    const newPassword = strongPassword();
    await dialog.getByLabel('Current Password').fill('not my password at all');
    await dialog.getByLabel('New Password').fill(newPassword);
    await dialog.getByLabel('Confirm Password').fill(newPassword);
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await expect(toast(page)).toContainText('Current password is incorrect.');
    await expect(dialog.getByLabel('Current Password')).toHaveAttribute('aria-invalid', 'true');
    expect(await canSignIn(me.username, me.password)).toBe(true);

    await dialog.getByLabel('Current Password').fill(me.password);
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await expect(toast(page)).toContainText('Password Updated');
    expect(await canSignIn(me.username, newPassword)).toBe(true);
    // This session goes on (only the other sessions end).
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  });

  test('Delete: the Delete User dialog asks, Cancel keeps the user, Delete removes it with User Deleted', async ({
    page,
    request,
  }) => {
    await openUsersAsNewAdmin(page, request);
    const username = uniqueUsername('gone');
    await (await adminApi(request)).createUser({ username, password: strongPassword(), role: 'viewer' });
    await page.reload();

    await rowOf(page, username)
      .getByRole('button', { name: /^Delete/ })
      .click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete User' });
    await expect(dialog).toContainText(`Are you sure you want to delete "${username}"? This action cannot be undone.`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, username)).toBeVisible();
    expect((await (await adminApi(request)).listUsers()).some((user) => user.username === username)).toBe(true);

    await rowOf(page, username)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page)).toContainText('User Deleted');
    await expect(rowOf(page, username)).toHaveCount(0);
    expect((await (await adminApi(request)).listUsers()).some((user) => user.username === username)).toBe(false);
  });

  test('each row shows the full name, else the email, else No email provided', async ({ page, request }) => {
    const api = await adminApi(request);
    const named = uniqueUsername('named');
    const mailed = uniqueUsername('mailed');
    const bare = uniqueUsername('bare');
    await api.createUser({ username: named, password: strongPassword(), role: 'viewer' });
    const withName = (await api.listUsers()).find((user) => user.username === named);
    await api.updateUser(withName?.id ?? 0, { firstName: 'Ines', lastName: 'Okafor', email: 'ines@example.com' });
    const withMail = await api.createUser({ username: mailed, password: strongPassword(), role: 'viewer' });
    await api.updateUser(withMail.id, { email: 'only.mail@example.com' });
    await api.createUser({ username: bare, password: strongPassword(), role: 'viewer' });
    await openUsersAsNewAdmin(page, request);
    await expect(rowOf(page, named)).toContainText('Ines Okafor');
    await expect(rowOf(page, named)).not.toContainText('ines@example.com');
    await expect(rowOf(page, mailed)).toContainText('only.mail@example.com');
    await expect(rowOf(page, bare)).toContainText('No email provided');
  });
});
