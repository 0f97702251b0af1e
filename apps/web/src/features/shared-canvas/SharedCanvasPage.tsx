import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'wouter';
import { Logo } from '../../components/ui/Logo.tsx';
import { Markdown } from '../../components/ui/Markdown.tsx';
import { ApiError } from '../../lib/api.ts';
import { queries } from '../../lib/queries.ts';
import { dateFormat } from '../../lib/date-format.ts';
import './shared-canvas.css';

const dateOnly = dateFormat({ year: 'numeric', month: 'long', day: 'numeric' });

/** Keeps search engines off the page while it is open: a shared canvas is for its link's holders only. */
function useNoIndex(title: string) {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    const before = document.title;
    document.title = title;
    return () => {
      meta.remove();
      document.title = before;
    };
  }, [title]);
}

/** The public, read-only page of a share link: the canvas and nothing else, signed in or not. */
export function SharedCanvasPage() {
  const { token = '' } = useParams();
  const shared = useQuery(queries.sharedCanvas(token));
  const gone = shared.error instanceof ApiError && shared.error.code === 'share_link_not_found';
  useNoIndex(shared.data ? `${shared.data.title} — IdeaPilot` : 'Shared idea canvas — IdeaPilot');

  return (
    <div className="shared-page">
      <header className="shared-header spread-row">
        <Link to="/" aria-label="IdeaPilot home">
          <Logo />
        </Link>
        <span className="shared-badge">Read-only idea canvas</span>
      </header>
      <main className="shared-main">
        {shared.isPending ? (
          <p role="status">Loading the canvas…</p>
        ) : gone ? (
          <section className="shared-gone" aria-labelledby="shared-gone-title">
            <h1 id="shared-gone-title">This canvas is not shared</h1>
            <p>The link is wrong, or its owner revoked it, or it has expired. Ask them for a new link.</p>
          </section>
        ) : shared.isError ? (
          <p role="alert">Could not load the canvas. Please try again.</p>
        ) : (
          <article className="shared-canvas" aria-label="Shared idea canvas">
            <p className="shared-date">
              Version of <time dateTime={shared.data.created_at}>{dateOnly(shared.data.created_at)}</time>
            </p>
            {/* No heading above it: the canvas's own title is the page's h1. */}
            <Markdown text={shared.data.content_md} className="canvas-markdown" />
          </article>
        )}
      </main>
      <footer className="shared-footer">
        Made with <Link to="/">IdeaPilot</Link> — frame your idea with an AI coach.
      </footer>
    </div>
  );
}
