import { ChatStage } from '@ideapilot/contract';
import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ChatMessage, Evaluation, LiveStream, TurnActions } from '../types.ts';
import { EmptyState } from './EmptyState.tsx';
import { MessageBubble } from './MessageBubble.tsx';
import { ScrollButtons } from './ScrollButtons.tsx';
import { StreamingReply } from './StreamingReply.tsx';

const EDGE_PX = 10;

/**
 * The conversation. It follows new messages and streaming text only while the reader is at the
 * bottom (within 10 px), so scrolling up to re-read is never interrupted.
 */
export const MessageList = memo(function MessageList({
  messages,
  loading,
  reply,
  canvasStage,
  finishedTurn,
  onEvaluate,
  onUsePattern,
  turnActions,
}: {
  messages: ChatMessage[];
  loading: boolean;
  reply: LiveStream | null;
  canvasStage: string | null;
  /** The turn whose reply was just written to its end here: read out once. */
  finishedTurn: string | null;
  onEvaluate(message: ChatMessage, kind: Evaluation): void;
  onUsePattern(text: string): void;
  turnActions?: TurnActions;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const stick = useRef(true);
  const lastTop = useRef(0);
  const [edges, setEdges] = useState({ top: true, bottom: true });

  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const bottom = el.scrollHeight - el.scrollTop - el.clientHeight <= EDGE_PX;
    const top = el.scrollTop <= EDGE_PX;
    // Only the reader scrolling up lets go of the end. The event of a scroll to the end we made
    // ourselves can arrive after more text did, and then finds us short of the end: that is no
    // reader leaving it (the conversation stopped following after a turn or two on a phone).
    if (bottom) stick.current = true;
    else if (el.scrollTop < lastTop.current) stick.current = false;
    lastTop.current = el.scrollTop;
    setEdges((e) => (e.top === top && e.bottom === bottom ? e : { top, bottom }));
  }, []);

  useLayoutEffect(() => {
    if (loading) stick.current = true;
  }, [loading]);

  const empty = !loading && messages.length === 0 && !reply;

  // A reply written to its end is read out once, as shown: the stream itself only announces its stage.
  const [finished, setFinished] = useState('');
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (!finishedTurn) setFinished('');
    if (!finishedTurn || announced.current === finishedTurn) return;
    const message = messages.find((m) => !m.isUser && m.turn_id === finishedTurn);
    const bubble = message && document.getElementById(`message-${message.id}`)?.querySelector('.bubble--ai');
    if (!bubble) return;
    announced.current = finishedTurn;
    setFinished(bubble.textContent ?? '');
  }, [finishedTurn, messages]);

  // The empty state is read from its top (its welcome text); a conversation from its end. A
  // scroller that has shown nothing but the loading line since it was made, or since the last
  // conversation it showed, is at its top, and while the history loads or the chat is empty nothing
  // waits to be followed: those are left to the browser's own layout, and measured just after it
  // (below), so neither the chat's first commit nor the one that shows an empty history forces the
  // page's layout (docs/decisions/2026-12-06-an-answer-draws-only-what-shows-it.md).
  const atTop = useRef(true);
  useLayoutEffect(() => {
    const el = scroller.current;
    const untouched = atTop.current;
    atTop.current = loading;
    if (!el) return;
    if (untouched && (empty || loading)) return measureAfterLayout(el, measure);
    if (empty) el.scrollTop = 0;
    else if (stick.current) el.scrollTop = el.scrollHeight;
    measure();
  }, [messages, reply?.stage, canvasStage, loading, empty, measure]);

  // A streaming reply grows every frame. It is followed once the browser has laid the frame out
  // (a ResizeObserver runs between layout and paint), not from a layout effect: that would force
  // a synchronous layout of the whole conversation on every commit. The view itself is watched
  // too: it gets shorter as the message box grows with what is typed.
  useEffect(() => {
    const el = scroller.current;
    const content = list.current;
    if (!el || !content) return;
    const observer = new ResizeObserver(() => {
      if (stick.current) el.scrollTop = el.scrollHeight;
      measure();
    });
    observer.observe(content);
    observer.observe(el);
    return () => observer.disconnect();
  }, [loading, empty, measure]);

  const scrollTo = (where: 'top' | 'bottom') => {
    const el = scroller.current;
    if (!el) return;
    el.scrollTo({ top: where === 'top' ? 0 : el.scrollHeight, behavior: 'smooth' });
  };

  return (
    <div className="message-area">
      <div className="message-scroller" ref={scroller} onScroll={measure} tabIndex={0} aria-label="Conversation" role="region">
        {loading ? (
          <p className="history-loading" role="status">
            Loading chat history…
          </p>
        ) : empty ? (
          <EmptyState onUsePattern={onUsePattern} />
        ) : (
          <ol className="message-list" ref={list}>
            {messages.map((m) => (
              <MessageBubble key={m.id} message={m} onEvaluate={onEvaluate} actions={turnActions} />
            ))}
            {reply && <StreamingReply reply={reply} />}
          </ol>
        )}
        {canvasStage !== null && !reply && (
          <p className="canvas-status" role="status">
            <span className="spinner" aria-hidden="true" /> {canvasStage || ChatStage.canvas}
          </p>
        )}
      </div>
      <p className="visually-hidden" role="status">
        {finished}
      </p>
      <ScrollButtons atTop={edges.top} atBottom={edges.bottom} onScroll={scrollTo} />
    </div>
  );
});

/**
 * Measures once the browser has laid the conversation out (an observer's first call comes then,
 * before the paint); returns what stops it. One call only: measuring before the stuck end is
 * followed again (the list's own observer) would take a scroll the layout clamped for the reader
 * leaving the end.
 */
function measureAfterLayout(el: HTMLElement, measure: () => void): () => void {
  const observer = new ResizeObserver(() => {
    observer.disconnect();
    measure();
  });
  observer.observe(el);
  return () => observer.disconnect();
}
