import {
  briefForWire,
  type VibeLastPromptResponse,
  type VibePrerequisitesResponse,
  type VibeReadiness,
  type VibeSavePrerequisitesRequest,
  type VibeSuggestions,
} from '@ideapilot/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../lib/api.ts';
import { queryKeys } from '../../lib/auth.tsx';
import { emit } from '../../lib/events.ts';
import { vibeApi } from './api.ts';
import { freshForm, generateRequest, prepareRequest, productNameFromCanvas, type VibeForm } from './form-model.ts';
import { prefillBrief } from './prefill.ts';

export type VibeStatus = 'idle' | 'preparing' | 'prepared' | 'ready';
export const STATUS_LABELS: Record<VibeStatus, string> = { idle: 'Not started', preparing: 'Preparing…', prepared: 'Prepared', ready: 'Ready' };
export type VibeUi = 'vibe_coding_modal' | 'vibe_coding_mobile';
/** What a Clear would take away, each named in the question it asks first. */
export type ClearLoss = { brief: boolean; preparation: boolean; output: boolean };

type State = {
  status: VibeStatus;
  meta: VibeReadiness | null;
  suggestions: VibeSuggestions | null;
  output: string;
  generating: boolean;
  failed: boolean;
  lastRun: VibeLastPromptResponse | null;
  showLastBanner: boolean;
  saved: boolean;
  /** A generation started in this modal: its prompt is newer than any the modal loaded. */
  generatedHere: boolean;
  /** The opening's load has answered, or a Clear has made its answer moot: no saved brief is on its way. */
  loaded: boolean;
};

type Action =
  | { type: 'loaded'; suggestions: VibeSuggestions | null; lastRun: VibeLastPromptResponse | null; meta: VibeReadiness | null }
  | { type: 'preparing' }
  | { type: 'prepared'; meta: VibeReadiness; suggestions: VibeSuggestions | null }
  | { type: 'rechecked'; meta: VibeReadiness }
  | { type: 'prepare-failed'; previous: VibeStatus }
  | { type: 'generating' }
  | { type: 'text'; output: string }
  | { type: 'generated'; failed: boolean; run: VibeLastPromptResponse | null }
  | { type: 'use-last' }
  | { type: 'dismiss-last' }
  | { type: 'saved'; saved: boolean }
  | { type: 'clear' };

const initial: State = { status: 'idle', meta: null, suggestions: null, output: '', generating: false, failed: false, lastRun: null, showLastBanner: false, saved: false, generatedHere: false, loaded: false };

const statusOf = (readiness: VibeReadiness): VibeStatus => (readiness.ready_to_generate ? 'ready' : 'prepared');

function reduce(state: State, action: Action): State {
  switch (action.type) {
    case 'loaded': {
      // A prepare has finished in the session: Generate may run again (unless a prepare here came first).
      const restored: Partial<State> = action.meta && state.status === 'idle' ? { status: statusOf(action.meta), meta: action.meta } : {};
      const loaded = { ...state, ...restored, suggestions: state.suggestions ?? action.suggestions, lastRun: state.lastRun ?? action.lastRun, loaded: true };
      // A last prompt that arrives after a generation here is older than that one: kept, not shown.
      if (state.generatedHere) return loaded;
      // One generated before the session's last Clear is offered, not shown: that Clear emptied the output.
      return { ...loaded, showLastBanner: action.lastRun !== null, output: action.lastRun && !action.lastRun.cleared ? action.lastRun.text : state.output };
    }
    case 'preparing':
      return { ...state, status: 'preparing', meta: null, suggestions: null };
    case 'prepared':
      return { ...state, status: statusOf(action.meta), meta: action.meta, suggestions: action.suggestions };
    case 'rechecked':
      // The readiness of the brief as saved (with what Auto-fill filled in); not over a new prepare or a Clear.
      return state.status === 'prepared' || state.status === 'ready' ? { ...state, status: statusOf(action.meta), meta: action.meta } : state;
    case 'prepare-failed':
      return { ...state, status: action.previous };
    case 'generating':
      return { ...state, generating: true, failed: false, output: '', showLastBanner: false, generatedHere: true };
    case 'text':
      return { ...state, output: action.output };
    case 'generated':
      // A finished prompt is the last one: a Clear offers it again, as the server does once the modal reopens.
      return { ...state, generating: false, failed: action.failed, lastRun: action.run ?? state.lastRun };
    case 'use-last':
      return state.lastRun ? { ...state, output: state.lastRun.text, failed: false } : state;
    case 'dismiss-last':
      return { ...state, showLastBanner: false };
    case 'saved':
      return { ...state, saved: action.saved };
    case 'clear':
      return { ...initial, lastRun: state.lastRun, showLastBanner: state.lastRun !== null, generatedHere: state.generatedHere, loaded: true };
  }
}

/** A session's saves and clears, one after the other; the next opening loads after them. Never rejects. */
const writesOf = new Map<string, Promise<unknown>>();

function saveBody(sessionId: string, values: VibeForm, suggestions: VibeSuggestions | null, ui: VibeUi): VibeSavePrerequisitesRequest {
  const brief = values.user_inputs;
  return {
    session_id: sessionId,
    canvas_version_id: null,
    user_inputs: briefForWire(brief),
    chosen: { motto: brief.motto, subtitle: brief.one_liner, security_badges: brief.compliance.badges_allowed, seo_keywords: brief.seo.keywords },
    suggestions,
    locale: values.locale,
    meta: { ui },
  };
}

/** Runs `write` after the session's writes still under way, so the last one made is the one kept; its answer, or null when it failed (logged). */
function queueWrite<T>(sessionId: string, what: string, write: () => Promise<T>): Promise<T | null> {
  const done = (writesOf.get(sessionId) ?? Promise.resolve()).then(write).then(
    (answer) => answer,
    (err: unknown) => {
      console.warn(`Vibe ${what} failed`, err);
      return null;
    },
  );
  writesOf.set(sessionId, done);
  void done.then(() => writesOf.get(sessionId) === done && writesOf.delete(sessionId));
  return done;
}

/** What was saved, or null. */
const queueSave = (body: VibeSavePrerequisitesRequest): Promise<VibePrerequisitesResponse | null> =>
  queueWrite(body.session_id, 'save', async () => {
    const answer = await vibeApi.save(body);
    emit('saved', { sessionId: body.session_id });
    return answer;
  });

/**
 * The modal's runs around its form: loading what was saved, prepare with prefill, the streamed
 * generation, save and clear. Load, prepare and save failures are only logged.
 *
 * What the founder paid for or typed is not lost with the modal: a finished prepare is saved at
 * once, and closing saves a brief that differs from the one last saved or loaded.
 */
export function useVibe({ sessionId, canvasText, form, ui }: { sessionId: string; canvasText: string; form: UseFormReturn<VibeForm>; ui: VibeUi }) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(reduce, initial);
  const abort = useRef<AbortController | null>(null);
  const preparing = useRef<AbortController | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;
  /** The save body of the brief as last saved or loaded (the opening form's, before): closing saves another. */
  const [opened] = useState(() => JSON.stringify(saveBody(sessionId, form.getValues(), null, ui)));
  const lastSaved = useRef(opened);
  /** How often Clear was pressed in this opening: a load or save answered after a Clear is of the brief it cleared. */
  const clears = useRef(0);

  const persist = useCallback(
    async (suggestions: VibeSuggestions | null) => {
      const body = saveBody(sessionId, form.getValues(), suggestions, ui);
      const clearsBefore = clears.current;
      const saved = await queueSave(body);
      if (!saved) return false;
      if (clears.current !== clearsBefore) return true;
      lastSaved.current = JSON.stringify(body);
      if (saved.readiness) dispatch({ type: 'rechecked', meta: saved.readiness });
      return true;
    },
    [form, sessionId, ui],
  );

  // Closing the modal stops its runs (the server gives the token of an unfinished one back) and keeps the brief.
  useEffect(
    () => () => {
      abort.current?.abort();
      preparing.current?.abort();
      const body = saveBody(sessionId, form.getValues(), stateRef.current.suggestions, ui);
      if (JSON.stringify(body) !== lastSaved.current) void queueSave(body);
    },
    [form, sessionId, ui],
  );

  useEffect(() => {
    let live = true;
    const logged = (what: string) => (err: unknown) => {
      console.warn(`Vibe ${what} failed`, err);
      return null;
    };
    void (writesOf.get(sessionId) ?? Promise.resolve())
      .then(() => Promise.all([vibeApi.lastPrerequisites(sessionId).catch(logged('prerequisites load')), vibeApi.lastPrompt(sessionId).catch(logged('last prompt load'))]))
      .then(([saved, lastRun]) => {
        if (!live) return;
        const cleared = clears.current > 0;
        if (saved && !cleared) {
          const inputs = saved.user_inputs;
          const loaded = { ...form.getValues(), user_inputs: { ...inputs, product_name: inputs.product_name || productNameFromCanvas(canvasText) } };
          lastSaved.current = JSON.stringify(saveBody(sessionId, loaded, saved.suggestions, ui));
          // What the founder typed while it loaded stays: the saved brief fills the other fields.
          form.reset(loaded, { keepDirtyValues: true });
        }
        if (cleared) dispatch({ type: 'loaded', suggestions: null, lastRun: lastRun && { ...lastRun, cleared: true }, meta: null });
        else dispatch({ type: 'loaded', suggestions: saved?.suggestions ?? null, lastRun, meta: saved?.readiness ?? null });
      });
    return () => {
      live = false;
    };
  }, [sessionId, canvasText, form, ui]);

  const onOutOfTokens = useCallback(
    (err: unknown) => {
      if (err instanceof ApiError && err.code === 'out_of_tokens') {
        queryClient.setQueryData(queryKeys.tokens, (old: { tokens_used?: number } | undefined) => ({ tokens_remaining: 0, tokens_used: old?.tokens_used ?? 0 }));
      }
    },
    [queryClient],
  );

  const prepare = useCallback(async () => {
    if (!(await form.trigger())) return;
    const previous = stateRef.current.status === 'preparing' ? 'idle' : stateRef.current.status;
    dispatch({ type: 'preparing' });
    const controller = new AbortController();
    preparing.current = controller;
    try {
      const answer = await vibeApi.prepare(prepareRequest(sessionId, form.getValues()), controller.signal);
      // Cleared or closed meanwhile: what it answered is for a brief that is gone.
      if (controller.signal.aborted) return;
      if (answer.suggestions) form.setValue('user_inputs', prefillBrief(form.getValues('user_inputs'), answer.suggestions), { shouldDirty: true, shouldValidate: true });
      dispatch({ type: 'prepared', meta: answer.meta_info, suggestions: answer.suggestions });
      emit('prerequisites-generated', { sessionId });
      // What the token paid for is saved now, not only when the founder thinks of Save.
      void persist(answer.suggestions);
    } catch (err) {
      if (!controller.signal.aborted) {
        console.warn('Vibe prepare failed', err);
        onOutOfTokens(err);
        dispatch({ type: 'prepare-failed', previous });
      }
    } finally {
      emit('tokens-changed', {});
    }
  }, [form, sessionId, onOutOfTokens, persist]);

  const generate = useCallback(async () => {
    if (!(await form.trigger())) return;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    dispatch({ type: 'generating' });
    let text = '';
    let failed = false;
    let finished: VibeLastPromptResponse | null = null;
    try {
      await vibeApi.generate(
        generateRequest(sessionId, form.getValues()),
        (event) => {
          if ('text' in event) {
            text += event.text;
            dispatch({ type: 'text', output: text });
          } else if (event.meta_info.event === 'error') failed = true;
          else finished = { id: event.meta_info.run_id, session_id: sessionId, text, created_at: new Date().toISOString(), cleared: false };
        },
        controller.signal,
      );
    } catch (err) {
      if (controller.signal.aborted) return;
      console.warn('Vibe generation failed', err);
      onOutOfTokens(err);
      failed = true;
    }
    // The end of the stream with text but no completion event still finalizes the prompt.
    dispatch({ type: 'generated', failed: failed || !text.trim(), run: failed ? null : finished });
    if (!failed && text.trim()) emit('prompt-generated', { sessionId });
    emit('tokens-changed', {});
  }, [form, sessionId, onOutOfTokens]);

  /** The header's Save, which says so. */
  const save = useCallback(async () => {
    if (!(await persist(stateRef.current.suggestions))) return;
    dispatch({ type: 'saved', saved: true });
    setTimeout(() => dispatch({ type: 'saved', saved: false }), 3000);
  }, [persist]);

  /**
   * A fresh start that stays fresh: the form as a first opening shows it, 'Not started', and the
   * server forgets the saved brief and the prepares (after the saves under way), so the modal
   * reopened or reloaded is as Clear left it and Generate waits for a new prepare. The last prompt
   * stays offered ('Found a previous generation').
   */
  const clear = useCallback(() => {
    abort.current?.abort();
    preparing.current?.abort();
    const fresh = freshForm(form.getValues('canvas_text'));
    form.reset(fresh);
    dispatch({ type: 'clear' });
    clears.current += 1;
    // What the server keeps now is nothing: closing untouched saves nothing.
    lastSaved.current = JSON.stringify(saveBody(sessionId, fresh, null, ui));
    void queueWrite(sessionId, 'clear', () => vibeApi.clear(sessionId));
  }, [form, sessionId, ui]);

  /**
   * What Clear would lose, so the modal asks first and names it (null: nothing, Clear runs at once):
   * the brief, when it differs from a first opening's (as Save would save it); the preparation, a
   * prepare running or finished, or its suggestions; the output, a prompt on screen or streaming.
   * While the opening's load has not answered, a saved brief and its preparation may be on their
   * way: Clear would delete them unseen, so both count.
   */
  const whatClearWouldLose = useCallback((): ClearLoss | null => {
    const { loaded, status, suggestions, output, generating } = stateRef.current;
    const values = form.getValues();
    const brief = (of: VibeForm) => JSON.stringify(saveBody(sessionId, of, null, ui));
    const loss = {
      brief: !loaded || brief(values) !== brief(freshForm(values.canvas_text)),
      preparation: !loaded || status !== 'idle' || suggestions !== null,
      output: output !== '' || generating,
    };
    return loss.brief || loss.preparation || loss.output ? loss : null;
  }, [form, sessionId, ui]);

  const loadCanvas = useCallback(async () => {
    try {
      form.setValue('canvas_text', await vibeApi.currentCanvas(sessionId), { shouldDirty: true });
    } catch (err) {
      console.warn('Vibe canvas load failed', err);
    }
  }, [form, sessionId]);

  return {
    ...state,
    prepare,
    generate,
    save,
    clear,
    whatClearWouldLose,
    loadCanvas,
    useLast: () => dispatch({ type: 'use-last' }),
    dismissLast: () => dispatch({ type: 'dismiss-last' }),
  };
}
