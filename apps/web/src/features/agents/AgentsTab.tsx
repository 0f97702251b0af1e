import type { AgentForm } from '@ideapilot/contract';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { Toast, useToast } from '../../components/ui/Toast.tsx';
import { blankAgentForm, filterAgents, formOf, versionOfConfig } from './agent-view.ts';
import { AgentDetail } from './AgentDetail.tsx';
import { AgentFormModal } from './AgentFormModal.tsx';
import { AgentList } from './AgentList.tsx';
import {
  agentErrorText,
  createAgent,
  editBaseOf,
  isEditConflict,
  restoreAgentVersion,
  SaveStepError,
  setAgentActive,
  updateAgent,
  type EditBase,
} from './save-agent.ts';
import { useAgents } from './use-agents.ts';
import './agents.css';

const DELETE_QUESTION = 'Are you sure you want to delete the agent? This will deactivate all associated configurations.';

/** The modal: a new agent, or the saved agent its form was loaded from (`base`). */
type Editing = { mode: 'create'; initial: AgentForm } | { mode: 'edit'; initial: AgentForm; base: EditBase };

/** The admin Agents screen: the list, the selected agent, the create/edit modal. */
export function AgentsTab() {
  const { agents, formats, loading, loaded, error, reload } = useAgents();
  const { toast, show, dismiss } = useToast();
  const [search, setSearch] = useState('');
  const [activeOnly, setActiveOnly] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  // A deleted agent's panel goes, and its Delete button with it: focus then goes to New Agent.
  const newButton = useRef<HTMLButtonElement>(null);
  const deleted = useRef(false);

  useEffect(() => {
    if (error) show('error', agentErrorText(error, 'Failed to load agent data'));
  }, [error, show]);

  const shown = filterAgents(agents, search, activeOnly);
  // A filter that hides the selected agent clears the selection.
  const selected = shown.find((a) => a.id === selectedId) ?? null;

  async function run(action: () => Promise<void>, success: string, failure: string) {
    setBusy(true);
    try {
      await action();
      show('success', success);
    } catch (err) {
      show('error', agentErrorText(err, failure));
    } finally {
      setBusy(false);
      await reload();
    }
  }

  async function save(current: Editing, form: AgentForm) {
    try {
      if (current.mode === 'edit') {
        await updateAgent(current.base, form);
        show('success', 'Agent updated successfully');
      } else {
        setSelectedId(await createAgent(form));
        show('success', 'Agent created successfully');
      }
      setEditing(null);
    } catch (err) {
      if (isEditConflict(err)) {
        // Someone else's changes came first: the screen shows them, the admin edits again from there.
        setEditing(null);
      } else if (err instanceof SaveStepError && err.saved) {
        // The config is saved: a retry edits it (as it now is) instead of creating another agent.
        const base = { id: err.saved.id, version: versionOfConfig(err.saved), templateId: current.mode === 'edit' ? current.base.templateId : null };
        setSelectedId(base.id);
        setEditing({ mode: 'edit', initial: current.initial, base });
      }
      show('error', agentErrorText(err, 'Failed to save agent'));
    } finally {
      await reload();
    }
  }

  return (
    <section className="tab-page agents-page">
      <h1 className="tab-title">Agents</h1>
      {!editing && <Toast toast={toast} onDismiss={dismiss} />}
      <div className="agents-layout">
        <AgentList
          agents={shown}
          loading={loading && !error}
          loadFailed={!!error && !loaded}
          onRetry={() => void reload()}
          search={search}
          activeOnly={activeOnly}
          selectedId={selected?.id ?? null}
          onSearch={setSearch}
          onActiveOnly={setActiveOnly}
          onSelect={setSelectedId}
          onNew={() => setEditing({ mode: 'create', initial: blankAgentForm })}
          newButton={newButton}
        />
        {selected ? (
          <AgentDetail
            agent={selected}
            busy={busy}
            onToggle={() =>
              run(
                () => setAgentActive(selected, !selected.is_active),
                selected.is_active ? 'Agent deactivated successfully' : 'Agent activated successfully',
                'Failed to toggle agent status',
              )
            }
            onEdit={() => setEditing({ mode: 'edit', initial: formOf(selected), base: editBaseOf(selected) })}
            onDelete={() => {
              deleted.current = false;
              setDeleting(true);
            }}
            onRestore={(version) => run(() => restoreAgentVersion(selected, version), `Version ${version} restored`, 'Failed to restore version')}
          />
        ) : (
          <div className="agents-detail agents-detail--empty card">
            <p>Select an agent to view details</p>
          </div>
        )}
      </div>
      {editing && (
        <AgentFormModal
          mode={editing.mode}
          savedId={editing.mode === 'edit' ? editing.base.id : null}
          promptRequired={editing.mode === 'edit' && editing.base.templateId !== null}
          initial={editing.initial}
          formats={formats}
          toast={toast}
          onToastDismiss={dismiss}
          onInvalid={(message) => show('error', message)}
          onSubmit={(form) => save(editing, form)}
          onCancel={() => setEditing(null)}
        />
      )}
      {deleting && selected && (
        <ConfirmDialog
          title="Delete agent"
          message={DELETE_QUESTION}
          confirmLabel="Delete"
          busyLabel="Deleting..."
          busy={busy}
          danger
          onCancel={() => setDeleting(false)}
          returnFocus={() => (deleted.current ? newButton.current : null)}
          onConfirm={() =>
            void run(
              async () => {
                await setAgentActive(selected, false);
                deleted.current = true;
                setDeleting(false);
                setSelectedId(null);
              },
              'Agent deactivated successfully',
              'Failed to delete agent',
            ).finally(() => setDeleting(false))
          }
        />
      )}
    </section>
  );
}
