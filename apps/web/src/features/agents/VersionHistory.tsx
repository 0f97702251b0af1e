import type { AgentVersion } from '@ideapilot/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { queries } from '../../lib/queries.ts';
import { lineDiff } from './line-diff.ts';

/** What else than the prompt changed from one version to the next, in words. */
function settingChanges(older: AgentVersion, newer: AgentVersion): string[] {
  const changes: string[] = [];
  for (const field of ['provider', 'model', 'role'] as const) {
    if (older[field] !== newer[field]) changes.push(`${field}: ${older[field]} → ${newer[field]}`);
  }
  if (JSON.stringify(older.params) !== JSON.stringify(newer.params)) changes.push(`parameters: ${JSON.stringify(older.params)} → ${JSON.stringify(newer.params)}`);
  if (older.api_key !== newer.api_key) changes.push(`API key: ${older.api_key} → ${newer.api_key}`);
  return changes;
}

/** The agent's versions, newest first, each with its changes from the one before and a Restore button. */
export function VersionHistory(props: { agentId: string; current: string; busy: boolean; onRestore: (version: string) => void }) {
  const versions = useQuery(queries.agentVersions(props.agentId));
  const [open, setOpen] = useState<string | null>(null);
  if (versions.isPending) return <p className="agents-muted">Loading versions...</p>;
  if (versions.isError) return <p className="agents-muted">Versions could not be loaded.</p>;
  const list = versions.data;
  return (
    <ol className="agents-versions" aria-label="Versions">
      {list.map((v, i) => {
        const older = list[i + 1];
        const shown = open === v.version;
        return (
          <li key={v.version} className="agents-version">
            <div className="agents-version-head">
              <span className="agents-version-name">
                Version {v.version}
                {v.version === props.current && <span className="agents-badge agents-badge--active">Current</span>}
              </span>
              <span className="agents-muted">{new Date(v.created_at).toLocaleString()}</span>
              <span className="agents-version-actions">
                {older && (
                  <button type="button" className="button button--ghost" aria-expanded={shown} onClick={() => setOpen(shown ? null : v.version)}>
                    {shown ? 'Hide changes' : 'Show changes'}
                  </button>
                )}
                {v.version !== props.current && (
                  <button type="button" className="button" disabled={props.busy} onClick={() => props.onRestore(v.version)}>
                    Restore {v.version}
                  </button>
                )}
              </span>
            </div>
            {shown && older && <VersionChanges older={older} newer={v} />}
          </li>
        );
      })}
    </ol>
  );
}

function VersionChanges({ older, newer }: { older: AgentVersion; newer: AgentVersion }) {
  const settings = settingChanges(older, newer);
  const promptChanged = (older.prompt ?? '') !== (newer.prompt ?? '');
  return (
    <div className="agents-version-changes" aria-label={`Changes from ${older.version} to ${newer.version}`} role="region">
      {settings.map((line) => (
        <p key={line} className="agents-version-setting">
          {line}
        </p>
      ))}
      {promptChanged ? (
        <pre className="agents-code agents-diff" tabIndex={0} aria-label="Prompt diff">
          {lineDiff(older.prompt ?? '', newer.prompt ?? '').map((line, i) =>
            line.kind === 'added' ? (
              <ins key={i}>{`+ ${line.text}`}</ins>
            ) : line.kind === 'removed' ? (
              <del key={i}>{`- ${line.text}`}</del>
            ) : (
              <span key={i}>{`  ${line.text}`}</span>
            ),
          )}
        </pre>
      ) : (
        <p className="agents-muted">The prompt did not change.</p>
      )}
    </div>
  );
}
