import type { TokenBalance } from '@ideapilot/contract';
import { memo, useMemo, useRef, type RefObject } from 'react';
import type { ChatMessage, Evaluation, LiveStream, ShownError, TurnActions } from '../types.ts';
import { ChatHeader } from './ChatHeader.tsx';
import { ErrorNotification } from './ErrorNotification.tsx';
import { MessageInput } from './MessageInput.tsx';
import { MessageList } from './MessageList.tsx';
import { OutOfTokensBanner } from './OutOfTokensBanner.tsx';
import { StageCarousel } from './StageCarousel.tsx';
import { TokenLine } from './TokenLine.tsx';

/**
 * The chat panel. The parent screen does the sending and keeps the draft; the panel announces
 * send-message, go-to-billing and update-evaluation through its callbacks. Whatever the founder
 * does to a reply (send, stop, regenerate, edit) leaves the keyboard in the message box, since
 * the control used is disabled or gone once the reply is on its way (not on touch screens).
 */
export const ChatPanel = memo(function ChatPanel({
  sessionId,
  messages,
  historyLoading,
  reply,
  finishedTurn,
  liveCanvas,
  balance,
  outOfTokens,
  busy,
  error,
  onDismissError,
  draft,
  onDraftChange,
  onSendMessage,
  onGoToBilling,
  onUpdateEvaluation,
  onStopReply,
  turnActions,
}: {
  sessionId: string | null;
  messages: ChatMessage[];
  historyLoading: boolean;
  reply: LiveStream | null;
  /** The turn whose reply was just written to its end, to be read out. */
  finishedTurn: string | null;
  liveCanvas: LiveStream | null;
  balance: TokenBalance | null;
  outOfTokens: boolean;
  busy: boolean;
  error: ShownError | null;
  onDismissError(): void;
  /** What the founder has typed and not sent. */
  draft: string;
  onDraftChange(text: string): void;
  onSendMessage(text: string): void;
  onGoToBilling(): void;
  onUpdateEvaluation(message: ChatMessage, kind: Evaluation): void;
  /** Stops the reply being written; absent when none can be stopped. */
  onStopReply?: () => void;
  /** Regenerate and edit the last turn, page through alternatives. */
  turnActions?: TurnActions;
}) {
  const box = useRef<HTMLTextAreaElement>(null);
  // Made again only when what they wrap changes, so the conversation and the message box are not
  // drawn again for an answer they do not show (the token balance, the sessions list).
  const actions = useMemo(
    () => turnActions && { ...turnActions, regenerate: thenTyping(box, turnActions.regenerate), edit: thenTyping(box, turnActions.edit) },
    [turnActions],
  );
  const patternThenTyping = useMemo(() => thenTyping(box, onDraftChange), [onDraftChange]);
  const sendThenTyping = useMemo(() => thenTyping(box, onSendMessage), [onSendMessage]);
  const stopThenTyping = useMemo(() => onStopReply && thenTyping(box, onStopReply), [onStopReply]);
  return (
    <section className="chat-panel" aria-label="AI Idea Assistant">
      {/* The bars above the conversation: one slim band on a short window (chat.css). */}
      <div className="chat-bars">
        <ChatHeader sessionId={sessionId} />
        <TokenLine balance={balance} outOfTokens={outOfTokens} />
        <StageCarousel />
      </div>
      <MessageList
        messages={messages}
        loading={historyLoading}
        reply={reply}
        canvasStage={liveCanvas ? liveCanvas.stage : null}
        finishedTurn={finishedTurn}
        onEvaluate={onUpdateEvaluation}
        onUsePattern={patternThenTyping}
        turnActions={actions}
      />
      <div className="chat-footer">
        {error && <ErrorNotification key={error.id} message={error.text} onDismiss={onDismissError} />}
        {outOfTokens && <OutOfTokensBanner onGoToBilling={onGoToBilling} />}
        <MessageInput
          boxRef={box}
          value={draft}
          onChange={onDraftChange}
          onSend={sendThenTyping}
          disabled={!sessionId || outOfTokens}
          sendBlocked={busy}
          onStop={stopThenTyping}
        />
      </div>
    </section>
  );
});

/**
 * Does `act`, then puts the keyboard back in the message box. Not on a touch screen: there focusing
 * the box opens the on-screen keyboard over the reply that is starting.
 */
function thenTyping<A extends unknown[]>(box: RefObject<HTMLTextAreaElement | null>, act: (...args: A) => void) {
  return (...args: A) => {
    act(...args);
    if (!matchMedia('(pointer: coarse)').matches) box.current?.focus();
  };
}
