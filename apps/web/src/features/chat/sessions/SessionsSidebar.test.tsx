import type { ChatSession } from '@ideapilot/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionsSidebar } from './SessionsSidebar.tsx';

afterEach(cleanup);

const session: ChatSession = { id: 's1', name: 'Clinic app', created_at: '2026-12-05T10:00:00.000Z' };
const noop = () => undefined;

/** The sidebar beside a control of another panel, shown open or folded to its rail. */
function Screen({ collapsed }: { collapsed: boolean }) {
  return (
    <>
      <SessionsSidebar
        sessions={[session]}
        currentId={session.id}
        onCreateNewChat={noop}
        onSelectSession={noop}
        onDeleteSession={noop}
        onRenameSession={noop}
        onOpenSearchResult={noop}
        collapsed={collapsed}
        onCollapsedChange={noop}
        width={280}
        maxWidth={480}
        onResize={noop}
        onResizeEnd={noop}
      />
      <button type="button">Send</button>
    </>
  );
}

describe('the desktop sessions sidebar', () => {
  it('folded to its rail, gives the focus of a control it removed to the button that opens it again', () => {
    for (const control of [() => screen.getByRole('button', { name: 'Rename Clinic app' }), () => screen.getByRole('separator', { name: 'Resize sessions sidebar' })]) {
      const { rerender } = render(<Screen collapsed={false} />);
      control().focus();
      rerender(<Screen collapsed />);
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Expand sidebar' }));
      cleanup();
    }
  });

  it('leaves alone focus outside it, and focus on a control it keeps', () => {
    const { rerender } = render(<Screen collapsed={false} />);
    screen.getByRole('button', { name: 'Rename Clinic app' }).focus();
    screen.getByRole('button', { name: 'Send' }).focus();
    rerender(<Screen collapsed />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send' }));

    rerender(<Screen collapsed={false} />);
    screen.getByRole('button', { name: 'New chat' }).focus();
    rerender(<Screen collapsed />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'New chat' }));
  });

  it('has "Search chats" as a button that says it opens a dialog, open or folded', () => {
    const { rerender } = render(<Screen collapsed={false} />);
    expect(screen.getByRole('button', { name: 'Search chats' }).getAttribute('aria-haspopup')).toBe('dialog');
    rerender(<Screen collapsed />);
    expect(screen.getByRole('button', { name: 'Search chats' }).getAttribute('aria-haspopup')).toBe('dialog');
  });
});
