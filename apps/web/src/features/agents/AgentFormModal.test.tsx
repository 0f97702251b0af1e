import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { blankAgentForm } from './agent-view.ts';
import { AgentFormModal } from './AgentFormModal.tsx';

beforeAll(() => {
  // jsdom has no modal dialogs.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(cleanup);

const saved = { ...blankAgentForm, name: 'openai m (advisor)', role: 'advisor' as const, model: 'm', prompt: 'Ask one question.', is_active: false };

function open(promptRequired: boolean) {
  const onSubmit = vi.fn(async () => undefined);
  const onInvalid = vi.fn();
  render(
    <AgentFormModal
      mode="edit"
      savedId="a-config"
      promptRequired={promptRequired}
      initial={promptRequired ? saved : { ...saved, prompt: '' }}
      formats={[]}
      toast={null}
      onToastDismiss={() => undefined}
      onInvalid={onInvalid}
      onSubmit={onSubmit}
      onCancel={() => undefined}
    />,
  );
  return { onSubmit, onInvalid, prompt: screen.getByLabelText(/^Prompt \(markdown\)/) };
}

describe('the edit form of an agent', () => {
  it("refuses to empty the agent's own prompt: the prompt's message, the field marked, nothing saved", async () => {
    const { onSubmit, onInvalid, prompt } = open(true);
    fireEvent.change(prompt, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Agent' }));
    await vi.waitFor(() => expect(onInvalid).toHaveBeenCalledWith('Prompt content is required'));
    expect(prompt.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(prompt, { target: { value: 'Ask two questions.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Agent' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ prompt: 'Ask two questions.' })));
  });

  it("saves a blank prompt for an agent that has none of its own (its role's shared prompt stays in use)", async () => {
    const { onSubmit, onInvalid } = open(false);
    fireEvent.click(screen.getByRole('button', { name: 'Update Agent' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ prompt: '' })));
    expect(onInvalid).not.toHaveBeenCalled();
  });
});
