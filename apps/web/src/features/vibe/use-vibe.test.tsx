import { emptyBrief, type VibeLastPromptResponse, type VibePrepareMeta, type VibePrepareResponse, type VibePrerequisitesResponse, type VibeReadiness, type VibeStreamEvent, type VibeSuggestions } from '@ideapilot/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { schemaResolver } from '../../lib/form-rules.ts';
import { vibeApi } from './api.ts';
import { emptyForm, VibeForm } from './form-model.ts';
import { useVibe, type ClearLoss } from './use-vibe.ts';

vi.mock('./api.ts', () => ({
  vibeApi: { prepare: vi.fn(), generate: vi.fn(), save: vi.fn(), clear: vi.fn(), lastPrerequisites: vi.fn(), lastPrompt: vi.fn(), currentCanvas: vi.fn() },
}));
const api = vi.mocked(vibeApi);

const canvas = '# Dentflow\n\n### WHO\n- Dental clinics.\n';

/** The hook as the modal uses it (and its form), on a brief that can be prepared and generated. */
function renderVibe(sessionId = 'session-1', { oneLiner = 'Fewer no-shows' } = {}) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(
    () => {
      const defaults = emptyForm(canvas);
      defaults.user_inputs.product_name = 'Dentflow';
      defaults.user_inputs.one_liner = oneLiner;
      const form = useForm<VibeForm>({ resolver: schemaResolver(VibeForm), defaultValues: defaults });
      return { ...useVibe({ sessionId, canvasText: canvas, form, ui: 'vibe_coding_modal' }), form };
    },
    { wrapper },
  );
}

/** A promise the test settles when it wants to. */
function later<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  api.lastPrerequisites.mockResolvedValue(null);
  api.lastPrompt.mockResolvedValue(null);
  api.clear.mockResolvedValue(undefined);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the last prompt, loaded when the modal opens', () => {
  it('arriving after the founder generated a fresh prompt leaves the fresh one shown', async () => {
    const last = later<VibeLastPromptResponse | null>();
    api.lastPrompt.mockReturnValue(last.promise);
    api.generate.mockImplementation(async (_body, onEvent: (event: VibeStreamEvent) => void) => {
      onEvent({ text: '# Fresh prompt' });
      onEvent({ meta_info: { event: 'generation_complete', run_id: 'run-2' } });
    });
    const { result } = renderVibe();

    await act(() => result.current.generate());
    expect(result.current.output).toBe('# Fresh prompt');
    await act(async () => last.resolve({ id: 'run-1', session_id: 'session-1', text: '# Older prompt', created_at: '2026-12-04T10:00:00.000Z', cleared: false }));

    expect(result.current.output).toBe('# Fresh prompt');
    expect(result.current.showLastBanner).toBe(false);
  });

  it('arriving before any generation is shown, with the banner that found it', async () => {
    api.lastPrompt.mockResolvedValue({ id: 'run-1', session_id: 'session-1', text: '# Older prompt', created_at: '2026-12-04T10:00:00.000Z', cleared: false });
    const { result } = renderVibe();
    await waitFor(() => expect(result.current.output).toBe('# Older prompt'));
    expect(result.current.showLastBanner).toBe(true);
  });
});

describe('Auto-fill (prepare)', () => {
  it('is aborted when the modal closes while it runs, so the server gives its token back', async () => {
    const answer = later<VibePrepareResponse>();
    api.prepare.mockReturnValue(answer.promise);
    const { result, unmount } = renderVibe();

    act(() => void result.current.prepare());
    await waitFor(() => expect(api.prepare).toHaveBeenCalledOnce());
    const signal = api.prepare.mock.calls[0]![1];
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
  });

  it('is aborted by Clear, and its late answer leaves the cleared brief as it is', async () => {
    const answer = later<VibePrepareResponse>();
    api.prepare.mockReturnValue(answer.promise);
    const { result } = renderVibe();

    act(() => void result.current.prepare());
    await waitFor(() => expect(result.current.status).toBe('preparing'));
    const signal = api.prepare.mock.calls[0]![1];
    act(() => result.current.clear());
    expect(signal?.aborted).toBe(true);
    await act(async () =>
      answer.resolve({
        meta_info: { prep: { source: 'offline', canvas_blocks: ['WHO'], locale: 'en' }, missing_fields: [], recommended_fields: [], ready_to_generate: true },
        suggestions: null,
      }),
    );
    expect(result.current.status).toBe('idle');
  });
});

const suggestions: VibeSuggestions = {
  motto: 'Every chair filled',
  motto_options: ['Never an empty chair'],
  subtitle: 'Online booking for dental clinics',
  subtitle_options: [],
  audience: { personas: [{ label: 'Dental clinics', company_size: '', domain: '' }], top_pains: ['No-shows'] },
  benefits: ['Fewer no-shows'],
  security_compliance: { stance: 'No claims yet.', badges: [] },
  tos_draft: '',
  privacy_policy_draft: '',
  seo: { title: 'Dentflow', description: 'Online booking', keywords: ['booking'] },
};
const readyMeta: VibePrepareMeta = { prep: { source: 'offline', canvas_blocks: ['WHO'], locale: 'en' }, missing_fields: [], recommended_fields: ['motto', 'pricing.plans'], ready_to_generate: true };
/** The server's readiness of the brief as saved: the motto Auto-fill filled in is no longer recommended. */
const savedReadiness: VibeReadiness = { missing_fields: [], recommended_fields: ['pricing.plans'], ready_to_generate: true };
const savedBrief = (withSuggestions: boolean, readiness: VibeReadiness | null = null): VibePrerequisitesResponse => ({
  chosen: {},
  suggestions: withSuggestions ? suggestions : null,
  user_inputs: { ...emptyBrief(), product_name: 'Dentflow', one_liner: 'Fewer no-shows', motto: suggestions.motto },
  readiness,
});

// Each test its own session: the page remembers a session's saves under way,
// and an earlier test's modal, closed by its cleanup, may save after it ended.
const savesOf = (sessionId: string) => api.save.mock.calls.map(([body]) => body).filter((body) => body.session_id === sessionId);

describe('what the founder was given or typed is kept without the Save button', () => {
  it('a finished Auto-fill saves the brief it filled, with its suggestions', async () => {
    api.prepare.mockResolvedValue({ meta_info: readyMeta, suggestions });
    api.save.mockResolvedValue(savedBrief(true));
    const { result } = renderVibe('session-autosave');

    await act(() => result.current.prepare());
    await waitFor(() => expect(savesOf('session-autosave')).toHaveLength(1));
    const body = savesOf('session-autosave')[0]!;
    expect(body.suggestions).toEqual(suggestions);
    expect(body.user_inputs?.motto).toBe('Every chair filled');
    expect(body.meta).toEqual({ ui: 'vibe_coding_modal' });
  });

  it('closing with changes saves them; closing with none saves nothing', async () => {
    api.save.mockResolvedValue(savedBrief(false));
    const untouched = renderVibe('session-untouched');
    await waitFor(() => expect(api.lastPrompt).toHaveBeenCalled());
    untouched.unmount();

    const { result, unmount } = renderVibe('session-typed');
    await waitFor(() => expect(api.lastPrompt).toHaveBeenCalledTimes(2));
    act(() => result.current.form.setValue('user_inputs.summary', 'A booking app for dental clinics'));
    unmount();
    await waitFor(() => expect(savesOf('session-typed')).toHaveLength(1));
    expect(savesOf('session-typed')[0]!.user_inputs?.summary).toBe('A booking app for dental clinics');
    // Both closings queued their saves at once: the untouched one queued none.
    expect(savesOf('session-untouched')).toHaveLength(0);
  });

  it("after an Auto-fill the readiness is the saved brief's, with what Auto-fill filled in", async () => {
    api.prepare.mockResolvedValue({ meta_info: readyMeta, suggestions });
    api.save.mockResolvedValue(savedBrief(true, savedReadiness));
    const { result } = renderVibe('session-rechecked');
    await act(() => result.current.prepare());
    await waitFor(() => expect(result.current.meta).toEqual(savedReadiness));
    expect(result.current.status).toBe('ready');
  });

  it("opened, the modal shows the server's readiness of the saved brief: ready, prepared, or not started before any prepare", async () => {
    api.lastPrerequisites.mockResolvedValue(savedBrief(true, savedReadiness));
    const ready = renderVibe('session-reopen');
    await waitFor(() => expect(ready.result.current.status).toBe('ready'));
    expect(ready.result.current.meta).toEqual(savedReadiness);
    expect(ready.result.current.suggestions).toEqual(suggestions);

    // A prepare without suggestions ("Infer defaults" off) counts too.
    const missing: VibeReadiness = { missing_fields: ['audience.personas'], recommended_fields: [], ready_to_generate: false };
    api.lastPrerequisites.mockResolvedValue(savedBrief(false, missing));
    const prepared = renderVibe('session-prepared-without-suggestions');
    await waitFor(() => expect(prepared.result.current.status).toBe('prepared'));
    expect(prepared.result.current.meta).toEqual(missing);

    api.lastPrerequisites.mockResolvedValue(savedBrief(false));
    const saved = renderVibe('session-saved-by-hand');
    await waitFor(() => expect(api.lastPrerequisites).toHaveBeenCalledTimes(3));
    await waitFor(() => expect(saved.result.current.form.getValues('user_inputs.motto')).toBe('Every chair filled'));
    expect(saved.result.current.status).toBe('idle');
  });

  it('an opening waits for the save its closing started, so it loads what was saved', async () => {
    const answer = later<VibePrerequisitesResponse>();
    api.save.mockReturnValue(answer.promise);
    const first = renderVibe('session-slow-save');
    await waitFor(() => expect(api.lastPrerequisites).toHaveBeenCalledOnce());
    act(() => first.result.current.form.setValue('user_inputs.summary', 'Typed, then closed'));
    first.unmount();
    await waitFor(() => expect(savesOf('session-slow-save')).toHaveLength(1));

    renderVibe('session-slow-save');
    await act(async () => {});
    expect(api.lastPrerequisites).toHaveBeenCalledOnce();
    await act(async () => answer.resolve(savedBrief(false)));
    await waitFor(() => expect(api.lastPrerequisites).toHaveBeenCalledTimes(2));
  });
});

describe('Clear: a fresh start that stays fresh', () => {
  const olderPrompt: VibeLastPromptResponse = { id: 'run-1', session_id: 'session-1', text: '# Older prompt', created_at: '2026-12-04T10:00:00.000Z', cleared: false };
  const clearsOf = (sessionId: string) => api.clear.mock.calls.filter(([id]) => id === sessionId);

  it("empties the brief to 'Not started' and has the server forget it and the prepare; closing then saves nothing", async () => {
    api.lastPrerequisites.mockResolvedValue(savedBrief(true, savedReadiness));
    const { result, unmount } = renderVibe('session-clear');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await waitFor(() => expect(result.current.form.getValues('user_inputs.motto')).toBe('Every chair filled'));

    act(() => result.current.clear());
    expect(result.current.status).toBe('idle');
    expect(result.current.meta).toBeNull();
    expect(result.current.suggestions).toBeNull();
    expect(result.current.form.getValues('user_inputs.motto')).toBe('');
    // The product name a first opening starts from: the canvas's title.
    expect(result.current.form.getValues('user_inputs.product_name')).toBe('Dentflow');
    await waitFor(() => expect(clearsOf('session-clear')).toHaveLength(1));
    unmount();
    await act(async () => {});
    expect(savesOf('session-clear')).toHaveLength(0);
  });

  it('is sent after the save under way, so that save cannot bring the cleared brief back', async () => {
    const answer = later<VibePrerequisitesResponse>();
    api.save.mockReturnValue(answer.promise);
    const { result } = renderVibe('session-clear-after-save');
    await waitFor(() => expect(api.lastPrompt).toHaveBeenCalled());
    act(() => void result.current.save());
    await waitFor(() => expect(savesOf('session-clear-after-save')).toHaveLength(1));
    act(() => result.current.clear());
    await act(async () => {});
    expect(clearsOf('session-clear-after-save')).toHaveLength(0);
    await act(async () => answer.resolve(savedBrief(false)));
    await waitFor(() => expect(clearsOf('session-clear-after-save')).toHaveLength(1));
  });

  it("reopened after a Clear, the modal is as Clear left it: 'Not started', the output empty, the last prompt offered", async () => {
    // What the server answers after a Clear: nothing saved, and the last prompt marked cleared.
    api.lastPrerequisites.mockResolvedValue(null);
    api.lastPrompt.mockResolvedValue({ ...olderPrompt, cleared: true });
    const { result } = renderVibe('session-reopened-after-clear');
    await waitFor(() => expect(result.current.showLastBanner).toBe(true));
    expect(result.current.status).toBe('idle');
    expect(result.current.output).toBe('');
    act(() => result.current.useLast());
    expect(result.current.output).toBe('# Older prompt');
  });

  it('leaves the cleared brief as it is when the opening’s load answers after it', async () => {
    const saved = later<VibePrerequisitesResponse | null>();
    api.lastPrerequisites.mockReturnValue(saved.promise);
    api.lastPrompt.mockResolvedValue(olderPrompt);
    const { result } = renderVibe('session-late-load');
    await waitFor(() => expect(api.lastPrerequisites).toHaveBeenCalled());
    act(() => result.current.clear());
    await act(async () => saved.resolve(savedBrief(true, savedReadiness)));

    expect(result.current.status).toBe('idle');
    expect(result.current.suggestions).toBeNull();
    expect(result.current.form.getValues('user_inputs.motto')).toBe('');
    // The prompt is offered as after any Clear, not put back in the output.
    expect(result.current.showLastBanner).toBe(true);
    expect(result.current.output).toBe('');
  });

  it('offers the prompt just generated here, as the reopened modal will', async () => {
    api.prepare.mockResolvedValue({ meta_info: readyMeta, suggestions: null });
    api.save.mockResolvedValue(savedBrief(false, savedReadiness));
    api.generate.mockImplementation(async (_body, onEvent: (event: VibeStreamEvent) => void) => {
      onEvent({ text: '# Fresh prompt' });
      onEvent({ meta_info: { event: 'generation_complete', run_id: 'run-2' } });
    });
    const { result } = renderVibe('session-generated-then-cleared');
    await act(() => result.current.prepare());
    await act(() => result.current.generate());
    act(() => result.current.clear());

    expect(result.current.output).toBe('');
    expect(result.current.showLastBanner).toBe(true);
    expect(result.current.lastRun).toMatchObject({ id: 'run-2', text: '# Fresh prompt' });
  });
});

describe('what Clear would lose, so it asks first and names it', () => {
  const olderPrompt: VibeLastPromptResponse = { id: 'run-1', session_id: 'session-1', text: '# Older prompt', created_at: '2026-12-04T10:00:00.000Z', cleared: false };
  const lost = (what: Partial<ClearLoss>): ClearLoss => ({ brief: false, preparation: false, output: false, ...what });
  /** A modal opened on a brief a first opening shows (the canvas's product name, nothing typed), once its load has answered. */
  async function renderUntouched(sessionId: string) {
    const rendered = renderVibe(sessionId, { oneLiner: '' });
    await waitFor(() => expect(rendered.result.current.loaded).toBe(true));
    return rendered;
  }

  it('nothing: the brief of a first opening, nothing prepared, no output, even with a previous prompt offered', async () => {
    api.lastPrompt.mockResolvedValue({ ...olderPrompt, cleared: true });
    const { result } = await renderUntouched('session-nothing-to-lose');
    expect(result.current.showLastBanner).toBe(true);
    expect(result.current.whatClearWouldLose()).toBeNull();
  });

  it('the brief alone: a field typed in (not once it is erased again), or a product name other than the canvas’s', async () => {
    const { result } = await renderUntouched('session-typed-brief');
    act(() => result.current.form.setValue('user_inputs.motto', 'Every chair filled'));
    expect(result.current.whatClearWouldLose()).toEqual(lost({ brief: true }));
    act(() => result.current.form.setValue('user_inputs.motto', ''));
    expect(result.current.whatClearWouldLose()).toBeNull();
    act(() => result.current.form.setValue('user_inputs.product_name', 'Another name'));
    expect(result.current.whatClearWouldLose()).toEqual(lost({ brief: true }));
  });

  it('a saved brief loaded (without a preparation: the brief alone), or one still loading (the brief and a preparation it may carry)', async () => {
    const saved = later<VibePrerequisitesResponse | null>();
    api.lastPrerequisites.mockReturnValue(saved.promise);
    const { result } = renderVibe('session-loading-brief', { oneLiner: '' });
    await waitFor(() => expect(api.lastPrerequisites).toHaveBeenCalled());
    expect(result.current.whatClearWouldLose()).toEqual(lost({ brief: true, preparation: true }));
    await act(async () => saved.resolve(savedBrief(false)));
    await waitFor(() => expect(result.current.form.getValues('user_inputs.motto')).toBe('Every chair filled'));
    expect(result.current.whatClearWouldLose()).toEqual(lost({ brief: true }));
  });

  it('a saved brief loaded with its readiness: the brief and its preparation', async () => {
    api.lastPrerequisites.mockResolvedValue(savedBrief(false, savedReadiness));
    const { result } = await renderUntouched('session-saved-prepared');
    expect(result.current.status).toBe('ready');
    expect(result.current.whatClearWouldLose()).toEqual(lost({ brief: true, preparation: true }));
  });

  it('a prepare, running or finished, and the suggestions it gave: the preparation, with the brief it filled in', async () => {
    const answer = later<VibePrepareResponse>();
    api.prepare.mockReturnValue(answer.promise);
    api.save.mockResolvedValue(savedBrief(true));
    const { result } = renderVibe('session-prepare-to-lose');
    await waitFor(() => expect(result.current.loaded).toBe(true));
    act(() => void result.current.prepare());
    await waitFor(() => expect(result.current.status).toBe('preparing'));
    expect(result.current.whatClearWouldLose()).toEqual(lost({ brief: true, preparation: true }));
    await act(async () => answer.resolve({ meta_info: readyMeta, suggestions }));
    expect(result.current.status).toBe('ready');
    expect(result.current.whatClearWouldLose()).toEqual(lost({ brief: true, preparation: true }));
  });

  it('a prompt streaming or shown: the output alone on a first opening’s brief', async () => {
    const { result } = await renderUntouched('session-output-to-lose');
    let finish!: () => void;
    api.generate.mockImplementation(async (_body, onEvent: (event: VibeStreamEvent) => void) => {
      onEvent({ text: '# Streaming' });
      await new Promise<void>((resolve) => (finish = resolve));
    });
    act(() => void result.current.generate());
    await waitFor(() => expect(result.current.output).toBe('# Streaming'));
    expect(result.current.whatClearWouldLose()).toEqual(lost({ output: true }));
    await act(async () => finish());
    expect(result.current.generating).toBe(false);
    expect(result.current.whatClearWouldLose()).toEqual(lost({ output: true }));
  });

  it('the last prompt loaded into the output: the output alone', async () => {
    api.lastPrompt.mockResolvedValue(olderPrompt);
    const { result } = await renderUntouched('session-last-output');
    expect(result.current.output).toBe('# Older prompt');
    expect(result.current.whatClearWouldLose()).toEqual(lost({ output: true }));
  });

  it('all three after a prepare and a generation', async () => {
    api.prepare.mockResolvedValue({ meta_info: readyMeta, suggestions });
    api.save.mockResolvedValue(savedBrief(true, savedReadiness));
    api.generate.mockImplementation(async (_body, onEvent: (event: VibeStreamEvent) => void) => {
      onEvent({ text: '# Fresh prompt' });
      onEvent({ meta_info: { event: 'generation_complete', run_id: 'run-2' } });
    });
    const { result } = renderVibe('session-all-to-lose');
    await waitFor(() => expect(result.current.loaded).toBe(true));
    await act(() => result.current.prepare());
    await act(() => result.current.generate());
    expect(result.current.whatClearWouldLose()).toEqual(lost({ brief: true, preparation: true, output: true }));
  });

  it('nothing once Clear has run, even when the load answers after it', async () => {
    const saved = later<VibePrerequisitesResponse | null>();
    api.lastPrerequisites.mockReturnValue(saved.promise);
    const { result } = renderVibe('session-cleared-nothing-left');
    await waitFor(() => expect(api.lastPrerequisites).toHaveBeenCalled());
    act(() => result.current.clear());
    expect(result.current.whatClearWouldLose()).toBeNull();
    await act(async () => saved.resolve(savedBrief(true, savedReadiness)));
    expect(result.current.whatClearWouldLose()).toBeNull();
  });
});
