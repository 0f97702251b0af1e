import type { VibeLastPromptResponse, VibePrepareResponse, VibeStreamEvent } from '@ideapilot/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vibeApi } from './api.ts';
import { emptyForm, VibeForm } from './form-model.ts';
import { useVibe } from './use-vibe.ts';

vi.mock('./api.ts', () => ({
  vibeApi: { prepare: vi.fn(), generate: vi.fn(), save: vi.fn(), lastPrerequisites: vi.fn(), lastPrompt: vi.fn(), currentCanvas: vi.fn() },
}));
const api = vi.mocked(vibeApi);

const canvas = '# Dentflow\n\n### WHO\n- Dental clinics.\n';

/** The hook as the modal uses it, on a brief that can be prepared and generated. */
function renderVibe() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(
    () => {
      const defaults = emptyForm(canvas);
      defaults.user_inputs.product_name = 'Dentflow';
      defaults.user_inputs.one_liner = 'Fewer no-shows';
      const form = useForm<VibeForm>({ resolver: zodResolver(VibeForm) as Resolver<VibeForm>, defaultValues: defaults });
      return useVibe({ sessionId: 'session-1', canvasText: canvas, form, ui: 'vibe_coding_modal' });
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
    await act(async () => last.resolve({ id: 'run-1', session_id: 'session-1', text: '# Older prompt', created_at: '2026-12-04T10:00:00.000Z' }));

    expect(result.current.output).toBe('# Fresh prompt');
    expect(result.current.showLastBanner).toBe(false);
  });

  it('arriving before any generation is shown, with the banner that found it', async () => {
    api.lastPrompt.mockResolvedValue({ id: 'run-1', session_id: 'session-1', text: '# Older prompt', created_at: '2026-12-04T10:00:00.000Z' });
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
