import type { Locator, Page } from '@playwright/test';
import { AGENTS_BASE, createConfig, signInAdmin, uniqueModel } from './agents-helpers.ts';
import { expect, expectToast, recordToasts, test } from './fixtures.ts';

/** The Agents admin screen by keyboard, on its own app server (see `AGENTS_PORT`). */
test.use({ baseURL: AGENTS_BASE });
test.beforeEach(async ({ page }) => recordToasts(page));

const agentsList = (page: Page) => page.getByRole('complementary', { name: 'Agents' });

/** A control of the agent form by its label, whose visible " *" marks a required field. */
const field = (dialog: Locator, label: string) => dialog.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`));

async function openAgents(page: Page) {
  await page.goto('/platform/agents');
  await expect(page.getByRole('heading', { name: 'Agents', level: 1 })).toBeVisible();
  await expect(agentsList(page).getByText('Loading agents...')).toHaveCount(0);
}

test('deleting an agent by keyboard leaves the focus on New Agent, not on the page', async ({ page }) => {
  const token = await signInAdmin(page);
  const name = uniqueModel('a11y-delete');
  await createConfig(page.request, token, { role: 'guard', model: name });
  await openAgents(page);
  await agentsList(page).getByRole('button', { name: new RegExp(name) }).click();
  const panel = page.getByRole('article');
  await expect(panel.getByRole('heading', { name: new RegExp(name) })).toBeVisible();

  await panel.getByRole('button', { name: 'Delete' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete agent' });
  const yes = confirm.getByRole('button', { name: 'Delete' });
  // Cancel gives the focus back to Delete, which is still there.
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Delete' })).toBeFocused();

  await page.keyboard.press('Enter');
  await yes.focus();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Agent deactivated successfully');
  await expect(page.getByText('Select an agent to view details')).toBeVisible();
  await expect(agentsList(page).getByRole('button', { name: 'New Agent' })).toBeFocused();
});

test('the agent form marks its required fields as required', async ({ page }) => {
  const token = await signInAdmin(page);
  const name = uniqueModel('a11y-required');
  await createConfig(page.request, token, { role: 'guard', model: name });
  await openAgents(page);

  await page.getByRole('button', { name: 'New Agent' }).click();
  const create = page.getByRole('dialog', { name: 'New Agent' });
  const required = ['Name', 'Role', 'Provider', 'Model', 'API key', 'Prompt (markdown)'];
  for (const label of required) await expect(field(create, label)).toHaveAttribute('aria-required', 'true');
  for (const label of ['Priority', 'Parameters (JSON)', 'Output format']) await expect(field(create, label)).not.toHaveAttribute('aria-required', 'true');
  await create.getByRole('button', { name: 'Cancel' }).click();

  // On edit a blank key keeps the stored one: the key is not required there.
  await agentsList(page).getByRole('button', { name: new RegExp(name) }).click();
  await page.getByRole('article').getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Agent' });
  await expect(field(edit, 'Name')).toHaveAttribute('aria-required', 'true');
  await expect(field(edit, 'API key')).not.toHaveAttribute('aria-required', 'true');
});
