import { startFakeModelServer, type FakeModelServer } from '../apps/server/test/fakes/model-server.ts';
import { AGENTS_ADMIN } from '../playwright.config.ts';
import { AGENTS_BASE, createConfig, createPrompt, setConfigActive, signInAdmin, uniqueModel } from './agents-helpers.ts';
import { say } from './chat-helpers.ts';
import { expect, expectNoSeriousA11yViolations, expectToast, recordToasts, settleThroughApi, signInPage, snapshot, test } from './fixtures.ts';

/**
 * The Agents admin screen against its own app server (`AGENTS_PORT`): it has an admin and may
 * call the local fake model server, and what these tests activate answers no other spec's chat.
 */
test.use({ baseURL: AGENTS_BASE });
test.beforeEach(async ({ page }) => recordToasts(page));

const REPLY = ['Fake model ', 'says: ', 'tell me ', 'who pays.'];
let model: FakeModelServer;
test.beforeAll(async () => {
  model = await startFakeModelServer('openai');
  model.script = { chunks: REPLY };
  model.apiKey = 'sk-e2e-secret-key-9876';
});
test.afterAll(async () => model?.close());

const agentsList = (page: import('@playwright/test').Page) => page.getByRole('complementary', { name: 'Agents' });
const detail = (page: import('@playwright/test').Page) => page.getByRole('article');

async function openAgents(page: import('@playwright/test').Page) {
  await page.goto('/platform/agents');
  await expect(page.getByRole('heading', { name: 'Agents', level: 1 })).toBeVisible();
  await expect(agentsList(page).getByText('Loading agents...')).toHaveCount(0);
}

/** Opens the agent `name` (its first version, 1.1.0, on show) and then its Edit dialog. */
async function editAgent(page: import('@playwright/test').Page, name: string) {
  await openAgents(page);
  await agentsList(page).getByRole('button', { name: new RegExp(name) }).click();
  const panel = detail(page);
  await expect(panel.getByText('Version 1.1.0', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Edit' }).click();
  return { panel, dialog: page.getByRole('dialog', { name: 'Edit Agent' }) };
}

test('an admin creates an advisor on a model server, activates it, and a founder is answered by it', async ({ page, browser }) => {
  const token = await signInAdmin(page);
  await openAgents(page);
  await expect(page.getByRole('link', { name: 'Agents' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Select an agent to view details')).toBeVisible();

  const name = uniqueModel('fake-advisor');
  await page.getByRole('button', { name: 'New Agent' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Agent' });
  for (const section of ['Basic Information', 'Provider Configuration', 'Prompt Template', 'Output Format']) {
    await expect(dialog.getByRole('group', { name: section })).toBeVisible();
  }
  await dialog.getByLabel('Name').fill('Fake advisor');
  await dialog.getByLabel('Role').selectOption('advisor');
  await dialog.getByLabel('Active').uncheck();
  await dialog.getByRole('combobox', { name: 'Provider', exact: true }).selectOption('openai');
  await dialog.getByLabel('Model').fill(name);
  await dialog.getByLabel('API key').fill('sk-e2e-wrong-key-0000');
  await dialog.getByLabel('Parameters (JSON)').fill(JSON.stringify({ base_url: model.baseUrl, temperature: 0.2 }));
  await dialog.getByRole('button', { name: 'Check connection' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: /^Key rejected: the provider refused the API key/ })).toBeVisible();
  await expect(dialog.getByText('sk-e2e-wrong-key-0000')).toHaveCount(0);
  await dialog.getByLabel('API key').fill('sk-e2e-secret-key-9876');
  await dialog.getByRole('button', { name: 'Check connection' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: /^Connected/ })).toBeVisible();
  await dialog.getByLabel('Prompt (markdown)').fill('# Advisor\n\nAsk **one** question.');
  await expect(dialog.getByRole('region', { name: 'Prompt preview' }).getByRole('heading', { name: 'Advisor' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, 'agents-modal');
  await dialog.getByRole('button', { name: 'Create Agent' }).click();

  await expectToast(page, 'Agent created successfully');
  await expect(dialog).toHaveCount(0);
  const panel = detail(page);
  await expect(panel.getByRole('heading', { name: `openai ${name} (advisor)` })).toBeVisible();
  await expect(panel.getByText('sk-e...9876')).toBeVisible();
  await expect(panel.getByText('sk-e2e-secret-key-9876')).toHaveCount(0);
  await expect(panel.getByText('Version 1.1.0', { exact: true })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Advisor', exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Raw' }).click();
  await expect(panel.getByText('Ask **one** question.')).toBeVisible();
  await expect(panel.getByText('Inactive').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, 'agents-detail');

  await panel.getByRole('button', { name: 'Run test' }).click();
  const answer = panel.getByRole('region', { name: 'Test answer' });
  await expect(answer.getByText('Fake model says: tell me who pays.')).toBeVisible();
  await expect(answer.getByText(/First word after \d+ ms · total \d+ ms/)).toBeVisible();

  await panel.getByRole('button', { name: 'Activate' }).click();
  await expectToast(page, 'Agent activated successfully');
  await expect(panel.getByRole('button', { name: 'Deactivate' })).toBeVisible();

  try {
    const founderContext = await browser.newContext({ baseURL: AGENTS_BASE, viewport: { width: 1440, height: 900 } });
    const founder = await founderContext.newPage();
    await signInPage(founder);
    await founder.goto('/platform/chat');
    await say(founder, 'I want to build a booking app for independent physiotherapists that solves no-shows.');
    await expect(founder.getByRole('region', { name: 'Conversation' }).getByText('Fake model says: tell me who pays.')).toBeVisible();
    const served = model.requests.findLast((r) => r.body.model === name);
    expect(served?.headers.authorization).toBe('Bearer sk-e2e-secret-key-9876');

    // The founder dislikes the reply and says why, on a phone-sized screen, with the keyboard.
    await founder.setViewportSize({ width: 375, height: 812 });
    const dislike = founder.getByRole('button', { name: 'Dislike', exact: true });
    await dislike.click();
    await expect(dislike).toHaveAttribute('aria-pressed', 'true');
    const why = founder.getByRole('form', { name: 'What was wrong with this reply?' });
    await expect(why.getByRole('radio', { name: 'Not helpful' })).toBeFocused();
    await founder.keyboard.press('ArrowRight');
    await expect(why.getByRole('radio', { name: 'Wrong facts' })).toBeChecked();
    await founder.keyboard.press('Tab');
    await expect(why.getByLabel('Anything else? (optional)')).toBeFocused();
    await founder.keyboard.type('Physios do not lose 15%.');
    const box = (await why.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(await founder.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(founder);
    await snapshot(founder, 'dislike-reasons-narrow');
    await why.getByRole('button', { name: 'Send' }).press('Enter');
    await expect(founder.getByRole('status').filter({ hasText: 'Thanks for the feedback' })).toBeVisible();
    await expect(why).toHaveCount(0);
    await expect(dislike).toBeFocused();
    await founderContext.close();

    // The admin sees the dislike under the version that answered, with its reason.
    await page.reload();
    await agentsList(page).getByRole('button', { name: new RegExp(name) }).click();
    const versions = panel.getByRole('table', { name: 'Likes and dislikes per version' });
    await expect(versions.getByRole('row', { name: /^1\.1\.0/ }).getByRole('cell')).toHaveText(['0', '1']);
    const dislikes = panel.getByRole('list', { name: 'Latest disliked replies' });
    await expect(dislikes.getByRole('listitem')).toHaveCount(1);
    for (const text of ['v1.1.0', 'Wrong facts', '“Physios do not lose 15%.”', 'Fake model says: tell me who pays.']) {
      await expect(dislikes.getByRole('listitem').getByText(text, { exact: true })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
    await versions.scrollIntoViewIfNeeded();
    await snapshot(page, 'agents-feedback');
    await page.setViewportSize({ width: 375, height: 812 });
    await dislikes.scrollIntoViewIfNeeded();
    await expect(dislikes).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await snapshot(page, 'agents-feedback-narrow');
  } finally {
    const id = (await page.request.get(`${AGENTS_BASE}/api/admin/agents/provider-configs`, { headers: { authorization: `Bearer ${token}` } }))
      .json()
      .then((list: { id: string; model: string }[]) => list.find((c) => c.model === name)!.id);
    await setConfigActive(page.request, token, await id, false);
  }
});

test('a parameters field that is not JSON stops the save with a toast, and nothing is sent', async ({ page }) => {
  await signInAdmin(page);
  await openAgents(page);
  const posts: string[] = [];
  page.on('request', (r) => r.method() !== 'GET' && r.url().includes('/api/admin/agents') && posts.push(r.url()));
  await page.getByRole('button', { name: 'New Agent' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Agent' });
  await dialog.getByLabel('Name').fill('Broken');
  await dialog.getByLabel('Model').fill(uniqueModel('broken'));
  await dialog.getByLabel('API key').fill('sk-e2e-0123456789');
  await dialog.getByLabel('Parameters (JSON)').fill('{"temperature": 0.7,');
  await dialog.getByRole('button', { name: 'Create Agent' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Invalid JSON in parameters field' })).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(posts).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
});

// The secretary, not the advisor: the first test activates an advisor and may run alongside.
test('a failing first secretary hands the canvas rebuild to the next by priority, and its panel counts the switch', async ({ page, browser }) => {
  const token = await signInAdmin(page);
  const broken = await startFakeModelServer('openai');
  broken.script = { chunks: [], status: 500 };
  const backup = await startFakeModelServer('openai');
  backup.script = { chunks: ['# Physio bookings\n\n## Stage 1 — Simply Explained Idea\n\n### WHO\n', '- Backup secretary: independent physiotherapists.'] };
  const brokenName = uniqueModel('broken-first');
  const backupName = uniqueModel('backup-second');
  const brokenId = await createConfig(page.request, token, { role: 'secretary', model: brokenName, params: { base_url: broken.baseUrl }, is_active: true, priority: 0 });
  const backupId = await createConfig(page.request, token, { role: 'secretary', model: backupName, params: { base_url: backup.baseUrl } });
  try {
    await openAgents(page);
    await agentsList(page).getByRole('button', { name: new RegExp(backupName) }).click();
    const panel = detail(page);
    await expect(panel.getByRole('heading', { name: `openai ${backupName} (secretary)` })).toBeVisible();
    await panel.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Agent' });
    await expect(dialog.getByLabel('Priority')).toHaveValue('0');
    await dialog.getByLabel('Priority').fill('first');
    await dialog.getByRole('button', { name: 'Update Agent' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'Priority must be a whole number from 0 to 1000' })).toBeVisible();
    await dialog.getByLabel('Priority').fill('1');
    await dialog.getByLabel('Active').check();
    await dialog.getByRole('button', { name: 'Update Agent' }).click();
    await expectToast(page, 'Agent updated successfully');
    await expect(dialog).toHaveCount(0);
    await expect(panel.getByRole('definition').filter({ hasText: /^1$/ })).toBeVisible();
    await expect(panel.getByText('Never handed a turn to the next agent')).toBeVisible();

    const founderContext = await browser.newContext({ baseURL: AGENTS_BASE, viewport: { width: 1440, height: 900 } });
    const founder = await founderContext.newPage();
    await signInPage(founder);
    await founder.goto('/platform/chat');
    await say(founder, 'I want to build a booking app for independent physiotherapists that solves no-shows.');
    await expect(founder.getByRole('region', { name: 'Canvas content' })).toContainText('Backup secretary: independent physiotherapists.');
    expect(broken.requests.some((r) => r.body.model === brokenName)).toBe(true);
    await founderContext.close();

    await page.reload();
    await expect(agentsList(page).getByText('Loading agents...')).toHaveCount(0);
    await agentsList(page).getByRole('button', { name: new RegExp(brokenName) }).click();
    await expect(panel.getByRole('heading', { name: `openai ${brokenName} (secretary)` })).toBeVisible();
    await expect(panel.getByText(/^Handed \d+ turns? to the next agent \(failed before its first word\)$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await snapshot(page, 'agents-fallback');
  } finally {
    await setConfigActive(page.request, token, brokenId, false);
    await setConfigActive(page.request, token, backupId, false);
    await broken.close();
    await backup.close();
  }
});

test('a test run from the edit modal uses the unsaved prompt and the stored key, and saves nothing', async ({ page }) => {
  const token = await signInAdmin(page);
  const name = uniqueModel('unsaved');
  const id = await createConfig(page.request, token, { role: 'executor', model: name, api_key: 'sk-e2e-secret-key-9876', params: { base_url: model.baseUrl } });
  await createPrompt(page.request, token, { provider_id: id, role: 'executor', content: 'Saved prompt.' });
  const { panel, dialog } = await editAgent(page, name);
  await dialog.getByLabel('Prompt (markdown)').fill('Unsaved prompt: answer in one line.');
  await dialog.getByLabel('Parameters (JSON)').fill(JSON.stringify({ base_url: model.baseUrl, temperature: 0.55 }));
  await dialog.getByRole('button', { name: 'Run test' }).click();
  const answer = dialog.getByRole('region', { name: 'Test answer' });
  await expect(answer.getByText('Fake model says: tell me who pays.')).toBeVisible();
  await expect(answer.getByText(/First word after \d+ ms · total \d+ ms/)).toBeVisible();
  const sent = model.requests.findLast((r) => r.body.model === name)!;
  expect(JSON.stringify(sent.body)).toContain('Unsaved prompt: answer in one line.');
  expect(sent.body.temperature).toBe(0.55);
  expect(sent.headers.authorization).toBe('Bearer sk-e2e-secret-key-9876');
  await expect(dialog.getByText('sk-e2e-secret-key-9876')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, 'agents-modal-test-run');

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByText('Version 1.1.0', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Raw' }).click();
  await expect(panel.locator('pre.agents-prompt')).toHaveText('Saved prompt.');
  await expect(panel.getByRole('list', { name: 'Versions' }).getByRole('listitem')).toHaveCount(2);

  // Signed out in another tab: the screen says so instead of sending the call.
  await page.evaluate(() => localStorage.removeItem('access_token'));
  await panel.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'No authentication token found' })).toBeVisible();
});

test('editing the prompt bumps the version, the history shows the diff, and an old version can be restored', async ({ page }) => {
  const token = await signInAdmin(page);
  const name = uniqueModel('edit-me');
  const id = await createConfig(page.request, token, { role: 'guard', model: name });
  await createPrompt(page.request, token, { provider_id: id, role: 'guard', content: 'Allow ideas.\nDecline politics.' });
  const { panel, dialog } = await editAgent(page, name);
  await expect(dialog.getByText('Leave blank to keep existing key')).toBeVisible();
  await expect(dialog.getByLabel('API key')).toHaveValue('');
  await expect(dialog.getByLabel('Prompt (markdown)')).toHaveValue('Allow ideas.\nDecline politics.');
  await dialog.getByLabel('Prompt (markdown)').fill('Allow ideas.\nDecline politics and gossip.');
  await dialog.getByRole('button', { name: 'Update Agent' }).click();
  await expectToast(page, 'Agent updated successfully');
  await expect(panel.getByText('Version 1.2.0', { exact: true })).toBeVisible();
  await expect(panel.getByText('sk-e...6789')).toBeVisible();

  const versions = panel.getByRole('list', { name: 'Versions' });
  await expect(versions.getByRole('listitem')).toHaveCount(3);
  await versions.getByRole('listitem').first().getByRole('button', { name: 'Show changes' }).click();
  const diff = panel.getByRole('region', { name: 'Changes from 1.1.0 to 1.2.0' });
  await expect(diff.locator('del')).toHaveText('- Decline politics.');
  await expect(diff.locator('ins')).toHaveText('+ Decline politics and gossip.');
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, 'agents-versions');

  await versions.getByRole('button', { name: 'Restore 1.1.0' }).click();
  await expectToast(page, 'Version 1.1.0 restored');
  await expect(panel.getByText('Version 1.3.0', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Raw' }).click();
  await expect(panel.locator('pre.agents-prompt')).toHaveText('Allow ideas.\nDecline politics.');
  await expect(versions.getByRole('listitem')).toHaveCount(4);
});

test("emptying an agent's own prompt is refused by the form and nothing is sent; a new role takes the prompt along", async ({ page }) => {
  const token = await signInAdmin(page);
  const name = uniqueModel('keep-prompt');
  const id = await createConfig(page.request, token, { role: 'guard', model: name });
  await createPrompt(page.request, token, { provider_id: id, role: 'guard', content: 'Decline politics.' });
  const { panel, dialog } = await editAgent(page, name);
  const changes: string[] = [];
  page.on('request', (r) => r.method() !== 'GET' && r.url().includes('/api/admin/agents') && changes.push(`${r.method()} ${r.url()}`));
  const prompt = dialog.getByLabel('Prompt (markdown)');
  await expect(prompt).toHaveValue('Decline politics.');
  await dialog.getByLabel('Role').selectOption('advisor');
  await prompt.fill('');
  await dialog.getByRole('button', { name: 'Update Agent' }).click();
  await expectToast(page, 'Prompt content is required');
  await expect(prompt).toBeFocused();
  await expect(prompt).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toBeVisible();
  expect(changes).toEqual([]);

  await prompt.fill('Ask one question at a time.');
  await dialog.getByRole('button', { name: 'Update Agent' }).click();
  await expectToast(page, 'Agent updated successfully');
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByRole('heading', { name: `openai ${name} (advisor)` })).toBeVisible();
  await panel.getByRole('button', { name: 'Raw' }).click();
  await expect(panel.locator('pre.agents-prompt')).toHaveText('Ask one question at a time.');
  const own = await ownPrompt(page, token, id);
  expect([own.role, own.content]).toEqual(['advisor', 'Ask one question at a time.']);
});

test("changing an agent's role in the edit form writes one version, its own prompt moved along", async ({ page }) => {
  const token = await signInAdmin(page);
  const name = uniqueModel('new-role');
  const id = await createConfig(page.request, token, { role: 'guard', model: name });
  await createPrompt(page.request, token, { provider_id: id, role: 'guard', content: 'Decline politics.' });
  const { panel, dialog } = await editAgent(page, name);
  await dialog.getByLabel('Role').selectOption('secretary');
  await dialog.getByLabel('Parameters (JSON)').fill('{"temperature": 0.4}');
  await dialog.getByRole('button', { name: 'Update Agent' }).click();
  await expectToast(page, 'Agent updated successfully');
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByRole('heading', { name: `openai ${name} (secretary)` })).toBeVisible();
  await expect(panel.getByText('Version 2.0.0', { exact: true })).toBeVisible();
  const versions = panel.getByRole('list', { name: 'Versions' });
  await expect(versions.getByRole('listitem')).toHaveCount(3);
  await expect(versions.getByRole('listitem').first()).toContainText('2.0.0');
  const own = await ownPrompt(page, token, id);
  expect([own.role, own.content]).toEqual(['secretary', 'Decline politics.']);
});

test('deleting asks first, deactivates the agent and clears the selection', async ({ page }) => {
  const token = await signInAdmin(page);
  const name = uniqueModel('delete-me');
  await createConfig(page.request, token, { role: 'guard', model: name });
  await openAgents(page);
  await agentsList(page).getByRole('button', { name: new RegExp(name) }).click();
  const panel = detail(page);
  await panel.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete agent' });
  await expect(confirm.getByText('Are you sure you want to delete the agent? This will deactivate all associated configurations.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Agent deactivated successfully');
  await expect(page.getByText('Select an agent to view details')).toBeVisible();
  await expect(agentsList(page).getByRole('button', { name: new RegExp(`${name}.*Inactive`) })).toBeVisible();
});

test('the list filters by search text and Active only', async ({ page }) => {
  const token = await signInAdmin(page);
  const stem = uniqueModel('filter');
  const activeId = await createConfig(page.request, token, { role: 'executor', provider: 'anthropic', model: `${stem}-on`, is_active: true });
  await createConfig(page.request, token, { role: 'executor', provider: 'deepseek', model: `${stem}-off` });
  try {
    await openAgents(page);
    const list = agentsList(page);
    await page.getByLabel('Search agents').fill(stem);
    await expect(list.getByRole('listitem')).toHaveCount(2);
    // Sorted by name: anthropic before deepseek.
    await expect(list.getByRole('listitem').first()).toContainText(`anthropic ${stem}-on (executor)`);
    await expect(list.getByRole('listitem').first()).toContainText('Active');
    await expect(list.getByRole('listitem').nth(1)).toContainText('Inactive');

    await list.getByRole('button', { name: new RegExp(`${stem}-off`) }).click();
    await expect(detail(page)).toBeVisible();
    await page.getByLabel('Active only').check();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem')).toContainText(`${stem}-on`);
    // The filter hid the selected agent: the selection is gone.
    await expect(page.getByText('Select an agent to view details')).toBeVisible();

    await page.getByLabel('Search agents').fill(`deepseek ${stem}`);
    await expect(list.getByText('No agents found')).toBeVisible();
    await page.getByLabel('Active only').uncheck();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await page.getByLabel('Search agents').fill(`${stem}-on`.toUpperCase());
    await expect(list.getByRole('listitem')).toHaveCount(1);
  } finally {
    await setConfigActive(page.request, token, activeId, false);
  }
});

test('the search box says whole what it searches, at 375, 769, 1024 and 1440 px', async ({ page }) => {
  await signInAdmin(page);
  for (const width of [375, 769, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await openAgents(page);
    const search = page.getByLabel('Search agents');
    // The placeholder as the box's own font draws it, against the room inside its padding.
    const { text, room } = await search.evaluate((box: HTMLInputElement) => {
      const style = getComputedStyle(box);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return { text: context.measureText(box.placeholder).width, room: box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) };
    });
    expect(text, `at ${width} px`).toBeLessThanOrEqual(room);
    await expect(search).toHaveAttribute('placeholder', 'Name, role, provider, model');
  }
});

test('at 375 px the screen stacks and stays usable', async ({ page }) => {
  const token = await signInAdmin(page);
  const name = uniqueModel('narrow');
  await createConfig(page.request, token, { role: 'secretary', model: name });
  await page.setViewportSize({ width: 375, height: 812 });
  await openAgents(page);
  await page.getByLabel('Search agents').fill(name);
  await agentsList(page).getByRole('button', { name: new RegExp(name) }).click();
  const panel = detail(page);
  await expect(panel.getByRole('heading', { name: `openai ${name} (secretary)` })).toBeVisible();
  await expect(panel.getByText('Default Format')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // The admin's top bar has one tab more than a founder's: every button, Logout last, stays in full view.
  await expect(page.getByRole('button', { name: 'Logout' })).toBeInViewport({ ratio: 1 });
  await snapshot(page, 'agents-narrow');
  // At 320 px too, where the bar gives up the logo (before: "Logout" cut to "Log").
  await page.setViewportSize({ width: 320, height: 568 });
  await expect(page.getByRole('button', { name: 'Logout' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('link', { name: 'Chat', exact: true })).toBeInViewport({ ratio: 1 });
  await snapshot(page, 'agents-320');
  await page.setViewportSize({ width: 375, height: 812 });
  await panel.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Agent' });
  await dialog.getByRole('button', { name: 'Update Agent' }).scrollIntoViewIfNeeded();
  await expect(dialog.getByRole('button', { name: 'Update Agent' })).toBeInViewport();
  await snapshot(page, 'agents-narrow-modal');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expectNoSeriousA11yViolations(page);
});

test('a visitor without a session who opens the Agents screen is asked to log in there, and comes back to it signed in', async ({ page }) => {
  // The admin's consent and tour are settled beforehand; this browser has no session.
  const login = await page.request.post(`${AGENTS_BASE}/api/auth/token`, { form: { username: AGENTS_ADMIN.email, password: AGENTS_ADMIN.password } });
  expect(login.status()).toBe(200);
  await settleThroughApi(page.request, (await login.json()).access_token, { consent: true, viewedTutorial: true }, AGENTS_BASE);

  await page.goto('/platform/agents');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await expectToast(page, 'Please log in to access this page');
  await page.getByLabel('Email address').fill(AGENTS_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(AGENTS_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/platform\/agents$/);
  await expect(page.getByRole('heading', { name: 'Agents', level: 1 })).toBeVisible();
});

test('a founder has no Agents tab, is sent back from the admin route, and the admin API refuses them', async ({ page }) => {
  const founder = await signInPage(page);
  await page.goto('/platform/profile');
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Chat' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Agents' })).toHaveCount(0);
  await page.goto('/platform/agents');
  await expect(page).toHaveURL(/\/platform\/chat$/);
  await expect(page.getByRole('heading', { name: 'Agents', level: 1 })).toHaveCount(0);
  const res = await page.request.get('/api/admin/agents/provider-configs', { headers: { authorization: `Bearer ${founder.token}` } });
  expect(res.status()).toBe(403);
  expect((await res.json()).detail).toBe('Admin access required');
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Opens the agent `name` in the detail panel. */
async function openAgent(page: import('@playwright/test').Page, name: string) {
  await openAgents(page);
  await agentsList(page).getByRole('button', { name: new RegExp(name) }).click();
  await expect(detail(page).getByRole('heading', { name: new RegExp(name) })).toBeVisible();
  return detail(page);
}

async function savedConfig(page: import('@playwright/test').Page, token: string, id: string) {
  const list = (await (await page.request.get(`${AGENTS_BASE}/api/admin/agents/provider-configs`, { headers: auth(token) })).json()) as { id: string; model: string; is_active: boolean; params: Record<string, unknown> }[];
  return list.find((c) => c.id === id)!;
}

async function ownPrompt(page: import('@playwright/test').Page, token: string, id: string) {
  const list = (await (await page.request.get(`${AGENTS_BASE}/api/admin/agents/prompt-templates`, { headers: auth(token) })).json()) as { id: string; provider_id: string; role: string; content: string }[];
  return list.find((t) => t.provider_id === id)!;
}

/** A model server that says its first word, then stays silent with the response open (a slow or stuck model). */
async function stallingModel() {
  const stalling = await startFakeModelServer('openai');
  stalling.script = { chunks: ['Thinking ', 'hard.'], hangAfter: 1 };
  return stalling;
}

test("two admins editing one agent: the later save is refused instead of undoing the earlier one's changes", async ({ page }) => {
  const token = await signInAdmin(page);
  const name = uniqueModel('two-admins');
  const id = await createConfig(page.request, token, { role: 'executor', model: name, api_key: 'sk-e2e-secret-key-9876', params: { base_url: model.baseUrl, temperature: 0.2 } });
  await createPrompt(page.request, token, { provider_id: id, role: 'executor', content: 'Prompt as admin A loaded it.' });
  const { panel, dialog } = await editAgent(page, name);
  await expect(dialog.getByLabel('Prompt (markdown)')).toHaveValue('Prompt as admin A loaded it.');

  // Meanwhile admin B changes the temperature and the prompt.
  const template = await ownPrompt(page, token, id);
  const api = `${AGENTS_BASE}/api/admin/agents`;
  expect((await page.request.patch(`${api}/provider-configs/${id}`, { headers: auth(token), data: { params: { base_url: model.baseUrl, temperature: 0.9 } } })).status()).toBe(200);
  expect((await page.request.patch(`${api}/prompt-templates/${template.id}`, { headers: auth(token), data: { content: "Admin B's improved prompt." } })).status()).toBe(200);

  // Admin A only renames the model and saves: refused, and the screen shows the agent as B left it.
  await dialog.getByLabel('Model').fill(`${name}-renamed`);
  await dialog.getByRole('button', { name: 'Update Agent' }).click();
  await expectToast(page, 'This agent was changed by someone else. Reload it to see the changes.');
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByText('Version 1.2.0', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Raw' }).click();
  await expect(panel.locator('pre.agents-prompt')).toHaveText("Admin B's improved prompt.");
  expect(await savedConfig(page, token, id)).toMatchObject({ model: name, params: { temperature: 0.9 } });

  // Opened again, the form has B's changes, and A's save goes through.
  await panel.getByRole('button', { name: 'Edit' }).click();
  await expect(dialog.getByLabel('Prompt (markdown)')).toHaveValue("Admin B's improved prompt.");
  await dialog.getByLabel('Model').fill(`${name}-renamed`);
  await dialog.getByRole('button', { name: 'Update Agent' }).click();
  await expectToast(page, 'Agent updated successfully');
  expect(await savedConfig(page, token, id)).toMatchObject({ model: `${name}-renamed`, params: { temperature: 0.9 } });
});

test('a test run stops calling the model when the edit modal it runs in is cancelled', async ({ page }) => {
  const token = await signInAdmin(page);
  const stalling = await stallingModel();
  try {
    const name = uniqueModel('cancelled-run');
    await createConfig(page.request, token, { role: 'executor', model: name, params: { base_url: stalling.baseUrl } });
    const panel = await openAgent(page, name);
    await panel.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Agent' });
    await dialog.getByRole('button', { name: 'Run test' }).click();
    await expect(dialog.getByRole('region', { name: 'Test answer' }).getByText('Thinking')).toBeVisible();
    const run = stalling.requests.at(-1)!;
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => run.abortedAt, { message: 'the model call of a cancelled test run is still open' }).not.toBeNull();
  } finally {
    await stalling.close();
  }
});

test('a test run stops calling the model when another agent is chosen', async ({ page }) => {
  const token = await signInAdmin(page);
  const stalling = await stallingModel();
  try {
    const name = uniqueModel('left-run');
    const other = uniqueModel('next-agent');
    await createConfig(page.request, token, { role: 'executor', model: name, params: { base_url: stalling.baseUrl } });
    await createConfig(page.request, token, { role: 'executor', model: other, params: { base_url: stalling.baseUrl } });
    const panel = await openAgent(page, name);
    await panel.getByRole('button', { name: 'Run test' }).click();
    await expect(panel.getByRole('region', { name: 'Test answer' }).getByText('Thinking')).toBeVisible();
    const run = stalling.requests.at(-1)!;
    await agentsList(page).getByRole('button', { name: new RegExp(other) }).click();
    await expect(panel.getByRole('heading', { name: new RegExp(other) })).toBeVisible();
    await expect.poll(() => run.abortedAt, { message: 'the model call of a test run whose agent was left is still open' }).not.toBeNull();
  } finally {
    await stalling.close();
  }
});

test('Activate on an agent whose key the provider rejects says why and leaves it inactive', async ({ page }) => {
  const token = await signInAdmin(page);
  const name = uniqueModel('bad-key');
  // Saved inactive with a key the model server refuses (saving inactive skips the check).
  const id = await createConfig(page.request, token, { role: 'search', model: name, api_key: 'sk-e2e-revoked-key-0000', params: { base_url: model.baseUrl } });
  const panel = await openAgent(page, name);
  await panel.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Not activated: Key rejected: the provider refused the API key \(401\)/ })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Activate' })).toBeEnabled();
  await expect(panel.getByText('Inactive').first()).toBeVisible();
  expect((await savedConfig(page, token, id)).is_active).toBe(false);
});

test('when the agent lists cannot be loaded the sidebar says so and offers Retry, not "No agents found"', async ({ page }) => {
  const token = await signInAdmin(page);
  const name = uniqueModel('exists');
  await createConfig(page.request, token, { role: 'guard', model: name });
  const failing = '**/api/admin/agents/prompt-templates';
  await page.route(failing, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ detail: 'Internal server error', code: 'internal' }) }));
  await page.goto('/platform/agents');
  await expectToast(page, 'Internal server error');
  const list = agentsList(page);
  await expect(list.getByText('The agents could not be loaded.')).toBeVisible();
  await expect(list.getByText('No agents found')).toHaveCount(0);
  await page.unroute(failing);
  await list.getByRole('button', { name: 'Retry' }).click();
  await expect(list.getByRole('button', { name: new RegExp(name) })).toBeVisible();
  await expect(list.getByText('The agents could not be loaded.')).toHaveCount(0);
});

test('a create whose prompt step failed turns into an edit of the created agent, so sending it again makes no second agent', async ({ page }) => {
  const token = await signInAdmin(page);
  const name = uniqueModel('half-created');
  await openAgents(page);
  let blips = 1;
  await page.route('**/api/admin/agents/prompt-templates', (route) => (route.request().method() === 'POST' && blips-- > 0 ? route.abort('connectionreset') : route.continue()));
  await page.getByRole('button', { name: 'New Agent' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Agent' });
  await dialog.getByLabel('Name').fill('Half created');
  await dialog.getByLabel('Role').selectOption('guard');
  await dialog.getByLabel('Active').uncheck();
  await dialog.getByLabel('Model').fill(name);
  await dialog.getByLabel('API key').fill('sk-e2e-secret-key-9876');
  await dialog.getByLabel('Prompt (markdown)').fill('Decline politics.');
  await dialog.getByRole('button', { name: 'Create Agent' }).click();
  await expectToast(page, 'Failed to create prompt template');

  // The agent exists: the same form, with what was typed, now edits it.
  const edit = page.getByRole('dialog', { name: 'Edit Agent' });
  await expect(edit.getByLabel('Prompt (markdown)')).toHaveValue('Decline politics.');
  await edit.getByRole('button', { name: 'Update Agent' }).click();
  await expectToast(page, 'Agent updated successfully');
  await expect(edit).toHaveCount(0);
  await expect(detail(page).getByText('Version 1.1.0', { exact: true })).toBeVisible();
  const configs = ((await (await page.request.get(`${AGENTS_BASE}/api/admin/agents/provider-configs`, { headers: auth(token) })).json()) as { model: string }[]).filter((c) => c.model === name);
  expect(configs).toHaveLength(1);
});

test('keyboard: Check connection and Run test keep the focus while they work', async ({ page }) => {
  const token = await signInAdmin(page);
  const name = uniqueModel('keyboard');
  await createConfig(page.request, token, { role: 'executor', model: name, api_key: 'sk-e2e-secret-key-9876', params: { base_url: model.baseUrl } });
  const panel = await openAgent(page, name);
  await panel.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Agent' });
  const check = dialog.getByRole('button', { name: 'Check connection' });
  await check.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toContainText('Connected');
  await expect(check).toBeFocused();
  const runTest = dialog.getByRole('button', { name: 'Run test' });
  await runTest.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('region', { name: 'Test answer' }).getByText(/First word after/)).toBeVisible();
  await expect(runTest).toBeFocused();
});
