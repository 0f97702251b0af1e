import { CANVAS_BLOCKS, canvasTitle, splitCanvas, type CanvasVersion } from '@ideapilot/contract';
import { useQuery } from '@tanstack/react-query';
import { changed, wordDiff } from './word-diff.ts';
import { versionsQuery } from './document-api.ts';
import { dateFormat } from '../../../lib/date-format.ts';

const time = dateFormat({ month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** "Turn 3 · restored from version 1", in words a founder reads at a glance. */
function describe(version: CanvasVersion): string {
  const how =
    version.kind === 'restore'
      ? `restored from version ${version.restored_from ?? '?'}`
      : version.kind === 'rework'
        ? `${version.block ?? 'a block'} reworked`
        : version.kind === 'fork'
          ? 'copied into this variant'
          : 'after the turn';
  return `Turn ${version.turn_number} · ${how}`;
}

/**
 * Every version of the canvas, newest first. Choosing one shows it read-only, block by block,
 * with the words that differ from the current canvas marked; Restore makes it current again.
 */
export function VersionHistory({
  sessionId,
  chosenId,
  onChoose,
  busy,
  onRestore,
  onDownload,
  onShare,
  onClose,
}: {
  sessionId: string;
  /** The version shown read-only, kept by the chat screen through a fold or a change of layout. */
  chosenId: string | null;
  onChoose(versionId: string): void;
  busy: boolean;
  onRestore(versionId: string): void;
  onDownload(format: 'md' | 'pdf', versionId: string): void;
  onShare(version: CanvasVersion): void;
  onClose(): void;
}) {
  const versions = useQuery(versionsQuery(sessionId));
  const list = versions.data ?? [];
  const current = list[0];
  const chosen = list.find((v) => v.id === chosenId) ?? null;

  return (
    <div className="canvas-history">
      <div className="canvas-history-head">
        <h3 id="canvas-history-title">Versions</h3>
        <button type="button" className="button button--soft" onClick={onClose}>
          Back to canvas
        </button>
      </div>
      {versions.isPending ? (
        <p role="status">Loading versions…</p>
      ) : versions.isError ? (
        <p role="alert">Could not load the versions. Please try again.</p>
      ) : list.length === 0 ? (
        <p className="canvas-empty">No versions yet: the canvas is saved after each answered message.</p>
      ) : (
        <ol className="version-list" aria-labelledby="canvas-history-title">
          {list.map((version) => (
            <li key={version.id}>
              <button type="button" className="version-item" aria-pressed={version.id === chosenId} onClick={() => onChoose(version.id)}>
                <span className="version-name">
                  Version {version.number}
                  {version === current && <span className="version-badge">Current</span>}
                </span>
                <span className="version-meta">
                  {describe(version)} · <time dateTime={version.created_at}>{time(version.created_at)}</time>
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
      {chosen && current && (
        <VersionView
          version={chosen}
          current={current}
          busy={busy}
          onRestore={() => onRestore(chosen.id)}
          onDownload={(format) => onDownload(format, chosen.id)}
          onShare={() => onShare(chosen)}
        />
      )}
    </div>
  );
}

function VersionView({
  version,
  current,
  busy,
  onRestore,
  onDownload,
  onShare,
}: {
  version: CanvasVersion;
  current: CanvasVersion;
  busy: boolean;
  onRestore(): void;
  onDownload(format: 'md' | 'pdf'): void;
  onShare(): void;
}) {
  const isCurrent = version.id === current.id;
  const mine = splitCanvas(version.content_md);
  const now = splitCanvas(current.content_md);
  // Compared as the reader sees it: list markers as bullets, emphasis marks dropped.
  const bodyOf = (parts: typeof mine, name: string) =>
    (parts.blocks.find((b) => b.name === name)?.body.trim() ?? '').replace(/^\s*[-*+]\s+/gm, '• ').replace(/(\*\*|__|\*|_)(.+?)\1/g, '$2');
  return (
    <section className="version-view" aria-labelledby="version-view-title">
      <div className="version-view-head">
        <h4 id="version-view-title">Version {version.number} (read-only)</h4>
        <div className="version-actions">
          <button type="button" className="button button--primary" disabled={isCurrent || busy} onClick={onRestore}>
            Restore
          </button>
          <button type="button" className="button button--soft" disabled={busy} onClick={onShare}>
            Share this version
          </button>
          <button type="button" className="button button--soft" disabled={busy} onClick={() => onDownload('md')}>
            Markdown
          </button>
          <button type="button" className="button button--soft" disabled={busy} onClick={() => onDownload('pdf')}>
            PDF
          </button>
        </div>
      </div>
      {isCurrent ? (
        <p className="version-legend">This is the current canvas.</p>
      ) : (
        <p className="version-legend">
          Compared with the current canvas: <ins>words only in this version</ins>, <del>words only in the current one</del>.
        </p>
      )}
      <p className="version-title">{canvasTitle(version.content_md) ?? ''}</p>
      {CANVAS_BLOCKS.map((name) => {
        const parts = wordDiff(bodyOf(now, name), bodyOf(mine, name));
        const differs = changed(parts);
        return (
          <div key={name} className={`version-block${differs ? ' is-changed' : ''}`}>
            <h5>
              {name}
              {differs && <span className="version-badge version-badge--changed">Changed</span>}
            </h5>
            <p className="version-diff">
              {parts.map((part, i) => (part.op === 'same' ? <span key={i}>{part.text}</span> : part.op === 'added' ? <ins key={i}>{part.text}</ins> : <del key={i}>{part.text}</del>))}
            </p>
          </div>
        );
      })}
    </section>
  );
}
