import type { RefObject } from 'react';
import type { AgentView } from './agent-view.ts';

/** The sidebar: search, 'Active only', the agents sorted by name, New Agent; a list that failed to load offers Retry. */
export function AgentList(props: {
  agents: AgentView[];
  loading: boolean;
  /** The lists could not be loaded: there may well be agents, so none are claimed missing. */
  loadFailed: boolean;
  onRetry: () => void;
  search: string;
  activeOnly: boolean;
  selectedId: string | null;
  onSearch: (value: string) => void;
  onActiveOnly: (value: boolean) => void;
  onSelect: (id: string) => void;
  onNew: () => void;
  newButton?: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <aside className="agents-sidebar card" aria-label="Agents">
      <div className="agents-sidebar-head">
        <h2>Agents</h2>
        <button ref={props.newButton} type="button" className="button button--primary" onClick={props.onNew}>
          New Agent
        </button>
      </div>
      <input
        type="search"
        aria-label="Search agents"
        className="agents-search"
        placeholder="Name, role, provider, model"
        value={props.search}
        onChange={(e) => props.onSearch(e.target.value)}
      />
      <label className="checkbox agents-active-only">
        <input type="checkbox" checked={props.activeOnly} onChange={(e) => props.onActiveOnly(e.target.checked)} />
        Active only
      </label>
      {props.loadFailed ? (
        <div className="agents-empty agents-load-failed">
          <p>The agents could not be loaded.</p>
          <button type="button" className="button" onClick={props.onRetry}>
            Retry
          </button>
        </div>
      ) : props.loading ? (
        <p className="agents-empty">Loading agents...</p>
      ) : props.agents.length === 0 ? (
        <p className="agents-empty">No agents found</p>
      ) : (
        <ul className="agents-list">
          {props.agents.map((agent) => (
            <li key={agent.id}>
              <button
                type="button"
                className={`agents-item surface-button${agent.id === props.selectedId ? ' agents-item--selected' : ''}`}
                aria-current={agent.id === props.selectedId || undefined}
                onClick={() => props.onSelect(agent.id)}
              >
                <span className="agents-item-name">{agent.name}</span>
                <span className="agents-item-meta">
                  <StatusBadge active={agent.is_active} />
                  <span>{agent.role}</span>
                  <span aria-hidden="true">·</span>
                  <span>{agent.provider}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}

export function StatusBadge({ active }: { active: boolean }) {
  return <span className={`agents-badge agents-badge--${active ? 'active' : 'inactive'}`}>{active ? 'Active' : 'Inactive'}</span>;
}
