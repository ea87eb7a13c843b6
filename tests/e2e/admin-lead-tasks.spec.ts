import type { Lead } from '#shared/admin/leads.ts';
import { sameOrigin, signInAsNewUser, toast, uniqueName } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, PHONE, test } from './support/test.ts';

/**
 * Tasks on a lead (issue 27): an editor adds a task on the lead page, for themself and already
 * due, sees it flagged overdue there and in the Overview's "My tasks", follows the link back to
 * the lead and finishes it; then My tasks is empty. Axe on the lead page and the Overview, at both
 * sizes. The refusals and the figures are proved by the integration tests.
 */
test.describe('Tasks on a lead (issue 27)', () => {
  test('add a task, see it overdue in My tasks, finish it', PHONE, async ({ page, request }) => {
    // Two loads of the lead page and two of the Overview (with its charts), and axe on both.
    test.slow();
    // An account of its own: its My tasks holds only this test's task.
    const me = await signInAsNewUser(page, request, 'editor');
    const tag = uniqueName('tasks');
    const created = await page.request.post('/api/leads', {
      headers: sameOrigin(),
      data: { firstName: 'Tove', lastName: tag, email: `tove@${tag}.example` },
    });
    expect(created.status(), await created.text()).toBe(201);
    const lead = (await created.json()) as Lead;
    const title = `Send the kitchen proposal ${tag}`;

    await page.goto(`/admin/leads/${lead.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Tove ${tag}` })).toBeVisible();
    const tasks = page.getByRole('region', { name: 'Tasks' });
    await expect(tasks).toContainText('No tasks yet');

    // The form, by keyboard: a date in the past makes the task overdue at once.
    await tasks.getByText('New task').click();
    await tasks.getByLabel('Title').fill(title);
    await tasks.getByLabel('Due date').fill('2025-01-10');
    await tasks.getByLabel('Time').fill('10:30');
    await tasks.getByLabel('Assigned to').selectOption({ label: me.username });
    await tasks.getByLabel('Title').press('Enter');
    await expect(toast(page).filter({ hasText: 'Task added' })).toBeVisible();
    const row = tasks.getByRole('listitem').filter({ hasText: title });
    await expect(row).toContainText('Overdue');
    await expect(row).toContainText(`For ${me.username}`);
    await expect(row).toContainText('10:30');
    await expect(page.getByRole('region', { name: 'Timeline' })).toContainText(`Task added: “${title}”`);
    await expectNoAxeViolations(page, { what: 'lead page with a task' });

    // The Overview: the task is in My tasks, flagged, with a link to its lead.
    await page.goto('/admin');
    const mine = page.getByRole('region', { name: 'My tasks' });
    await expect(mine.getByRole('listitem').filter({ hasText: title })).toContainText('Overdue');
    await expect(page.getByRole('region', { name: 'New enquiries' })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Pipeline, last 90 days/ })).toBeVisible();
    await expectNoAxeViolations(page, { what: 'overview with My tasks' });
    await mine.getByRole('link', { name: `Lead: Tove ${tag}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Tove ${tag}` })).toBeVisible();

    // Finished with the checkbox (by keyboard): the task says when, and leaves My tasks.
    const done = page.getByRole('checkbox', { name: `Finished: ${title}` });
    await done.focus();
    await page.keyboard.press('Space');
    await expect(toast(page).filter({ hasText: 'Task done' })).toBeVisible();
    await expect(done).toBeChecked();
    await expect(page.getByRole('region', { name: 'Timeline' })).toContainText(`Task done: “${title}”`);
    await expect(
      page.getByRole('region', { name: 'Tasks' }).getByRole('listitem').filter({ hasText: title }),
    ).toContainText('Done');
    await page.goto('/admin');
    await expect(page.getByRole('region', { name: 'My tasks' })).toContainText('No open tasks are assigned to you.');
  });
});
