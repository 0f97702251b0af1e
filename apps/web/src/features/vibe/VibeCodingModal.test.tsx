import { emptyBrief, type VibeLastPromptResponse, type VibeStreamEvent } from '@ideapilot/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { vibeApi } from './api.ts';
import VibeCodingModal from './VibeCodingModal.tsx';

vi.mock('./api.ts', () => ({
  vibeApi: { prepare: vi.fn(), generate: vi.fn(), save: vi.fn(), clear: vi.fn(), lastPrerequisites: vi.fn(), lastPrompt: vi.fn(), currentCanvas: vi.fn() },
}));
vi.mock('../../lib/auth.tsx', async (importActual) => ({
  ...(await importActual<typeof import('../../lib/auth.tsx')>()),
  useTokenBalance: () => ({ data: { tokens_remaining: 5, tokens_used: 0 } }),
}));
const api = vi.mocked(vibeApi);

beforeAll(() => {
  // jsdom has no modal dialogs.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  api.lastPrerequisites.mockResolvedValue(null);
  api.lastPrompt.mockResolvedValue(null);
  api.clear.mockResolvedValue(undefined);
  api.save.mockResolvedValue({ chosen: {}, suggestions: null, user_inputs: {} as never, readiness: null });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const canvas = '# Dentflow\n\n### WHO\n- Dental clinics.\n';
const QUESTION = 'Clear the brief?';
const lastPrompt: VibeLastPromptResponse = { id: 'run-1', session_id: 'session-1', text: '# Older prompt', created_at: '2026-12-04T10:00:00.000Z', cleared: false };

/** The modal opened on a session, once what the server kept has loaded. */
async function open(sessionId: string, mobile = false) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <VibeCodingModal sessionId={sessionId} canvasText={canvas} mobile={mobile} onClose={() => undefined} />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(api.lastPrompt).toHaveBeenCalledWith(sessionId));
  // Lets the load's answers land.
  await act(async () => {});
  const modal = screen.getByRole('dialog', { name: 'First Prompt — Landing Page Vibe Coding' });
  const subtitle = within(modal).getByRole('textbox', { name: 'Subtitle (one-liner)' });
  return { modal, subtitle, clearButton: within(modal).getByRole('button', { name: 'Clear' }) };
}

const question = () => screen.queryByRole('dialog', { name: QUESTION });
/** The question's message, said in full: only what Clear would lose, the token only with a preparation. */
const ASKS = 'Are you sure you want to clear the brief? This will';
const TOKEN = 'Generating again will need a new Auto-fill & Suggest, which costs a token.';
const expectMessage = (message: string) => expect(within(question()!).getByText(message)).toBeTruthy();
const preparedBrief = {
  chosen: {},
  suggestions: null,
  user_inputs: { ...emptyBrief(), product_name: 'Dentflow', one_liner: 'Fewer no-shows' },
  readiness: { missing_fields: [], recommended_fields: [], ready_to_generate: true },
};

// The whole modal renders its whole form (about 2 s a test in jsdom): more than the default 5 s on a busy machine.
describe("the modal's Clear", { timeout: 30_000 }, () => {
  it('with nothing to lose, clears at once without asking', async () => {
    const { clearButton } = await open('session-nothing');
    fireEvent.click(clearButton);
    expect(question()).toBeNull();
    await waitFor(() => expect(api.clear).toHaveBeenCalledWith('session-nothing'));
  });

  it('with a brief typed in, asks first; Cancel keeps the brief and the output, tells the server nothing, and gives the focus back to Clear', async () => {
    api.lastPrompt.mockResolvedValue(lastPrompt);
    const { modal, subtitle, clearButton } = await open('session-cancel');
    await waitFor(() => expect(within(modal).getByRole('heading', { name: 'Older prompt' })).toBeTruthy());
    fireEvent.change(subtitle, { target: { value: 'Fewer no-shows' } });
    clearButton.focus();
    fireEvent.click(clearButton);

    const dialog = question()!;
    expect(dialog).not.toBeNull();
    expectMessage(`${ASKS} delete the saved brief and empty the output.`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(question()).toBeNull();
    expect((subtitle as HTMLInputElement).value).toBe('Fewer no-shows');
    expect(within(modal).getByRole('heading', { name: 'Older prompt' })).toBeTruthy();
    expect(document.activeElement).toBe(clearButton);
    await act(async () => {});
    expect(api.clear).not.toHaveBeenCalled();
  });

  it('asked while a prompt streams, names all three as recorded; Cancel lets the stream go on into the output', async () => {
    api.lastPrerequisites.mockResolvedValue(preparedBrief);
    let goOn!: () => void;
    api.generate.mockImplementation(async (_body, onEvent: (event: VibeStreamEvent) => void) => {
      onEvent({ text: '# Streaming\n\nFirst part.' });
      await new Promise<void>((resolve) => (goOn = resolve));
      onEvent({ text: ' Second part.' });
      onEvent({ meta_info: { event: 'generation_complete', run_id: 'run-2' } });
    });
    const { modal, clearButton } = await open('session-streaming');
    await waitFor(() => expect(within(modal).getByText('Status: Ready')).toBeTruthy());
    fireEvent.click(within(modal).getByRole('button', { name: 'Generate First Prompt' }));
    await waitFor(() => expect(within(modal).getByText(/First part\./)).toBeTruthy());
    fireEvent.click(clearButton);
    expectMessage(
      'Are you sure you want to clear the brief? This will delete the saved brief and its preparation and empty the output. Generating again will need a new Auto-fill & Suggest, which costs a token.',
    );
    fireEvent.click(within(question()!).getByRole('button', { name: 'Cancel' }));

    await act(async () => goOn());
    await waitFor(() => expect(within(modal).getByText(/First part\. Second part\./)).toBeTruthy());
    expect(within(modal).getByText('Status: Ready')).toBeTruthy();
    expect(api.clear).not.toHaveBeenCalled();
  });

  it('Escape in the question cancels it and leaves the modal open', async () => {
    const { modal, subtitle, clearButton } = await open('session-escape', true);
    fireEvent.change(subtitle, { target: { value: 'Fewer no-shows' } });
    fireEvent.click(clearButton);
    expectMessage(`${ASKS} delete the saved brief.`);
    fireEvent.keyDown(within(question()!).getByRole('button', { name: 'Cancel' }), { key: 'Escape' });

    expect(question()).toBeNull();
    expect(modal.isConnected).toBe(true);
    expect((subtitle as HTMLInputElement).value).toBe('Fewer no-shows');
    expect(api.clear).not.toHaveBeenCalled();
  });

  it('with a saved brief and its preparation but no output, names the two and the token', async () => {
    api.lastPrerequisites.mockResolvedValue(preparedBrief);
    const { modal, clearButton } = await open('session-prepared');
    await waitFor(() => expect(within(modal).getByText('Status: Ready')).toBeTruthy());
    fireEvent.click(clearButton);
    expectMessage(`${ASKS} delete the saved brief and its preparation. ${TOKEN}`);
  });

  it('with only the last prompt in the output, names the output alone, without the token', async () => {
    api.lastPrompt.mockResolvedValue(lastPrompt);
    const { modal, clearButton } = await open('session-output-only');
    await waitFor(() => expect(within(modal).getByRole('heading', { name: 'Older prompt' })).toBeTruthy());
    fireEvent.click(clearButton);
    expectMessage(`${ASKS} empty the output.`);
  });

  it('confirmed, does what Clear does: the brief of a first opening, the output emptied, the server told', async () => {
    api.lastPrompt.mockResolvedValue(lastPrompt);
    const { modal, subtitle, clearButton } = await open('session-confirm');
    await waitFor(() => expect(within(modal).getByRole('heading', { name: 'Older prompt' })).toBeTruthy());
    fireEvent.click(clearButton);
    fireEvent.click(within(question()!).getByRole('button', { name: 'Clear' }));

    expect(question()).toBeNull();
    expect((subtitle as HTMLInputElement).value).toBe('');
    expect(within(modal).queryByRole('heading', { name: 'Older prompt' })).toBeNull();
    expect(within(modal).getByText('Found a previous generation')).toBeTruthy();
    await waitFor(() => expect(api.clear).toHaveBeenCalledWith('session-confirm'));
  });
});
