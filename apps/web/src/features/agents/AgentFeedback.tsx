import { DISLIKE_REASONS } from '@ideapilot/contract';
import { useQuery } from '@tanstack/react-query';
import { TableHead } from '../../components/ui/TableHead.tsx';
import { queries } from '../../lib/queries.ts';

/** What founders thought of the turns this agent served: likes and dislikes per version, and the latest dislikes with their reasons. */
export function AgentFeedback({ agentId }: { agentId: string }) {
  const feedback = useQuery(queries.agentFeedback(agentId));
  if (feedback.isPending) return <p className="agents-muted">Loading feedback...</p>;
  if (feedback.isError) return <p className="agents-muted">Feedback could not be loaded.</p>;
  const { versions, recent_dislikes: dislikes } = feedback.data;
  if (!versions.length) return <p className="agents-muted">No chat turns served by this agent yet.</p>;
  return (
    <div className="agents-feedback">
      <table className="agents-feedback-table">
        <TableHead caption="Likes and dislikes per version" columns={['Version', 'Likes', 'Dislikes']} />
        <tbody>
          {versions.map((v) => (
            <tr key={v.version}>
              <th scope="row">{v.version}</th>
              <td>{v.likes}</td>
              <td>{v.dislikes}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h4 className="agents-feedback-title">Latest disliked replies</h4>
      {dislikes.length ? (
        <ol className="agents-dislikes" aria-label="Latest disliked replies">
          {dislikes.map((d) => (
            <li key={d.turn_id} className="agents-dislike">
              <p className="agents-dislike-head">
                <span className="agents-badge">v{d.version}</span>
                <strong>{d.reason ? DISLIKE_REASONS[d.reason] : 'No reason given'}</strong>
                <time className="agents-muted" dateTime={d.created_at}>
                  {new Date(d.created_at).toLocaleString()}
                </time>
              </p>
              {d.note && <p className="agents-dislike-note">“{d.note}”</p>}
              <blockquote className="agents-dislike-excerpt">{d.excerpt}</blockquote>
            </li>
          ))}
        </ol>
      ) : (
        <p className="agents-muted">No disliked replies.</p>
      )}
    </div>
  );
}
