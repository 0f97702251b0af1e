import type { TokenBalance } from '@ideapilot/contract';
import { useCallback, useState } from 'react';
import type { ChatMessage, Evaluation, LiveStream, ShownError, TurnActions } from '../types.ts';
import { ChatHeader } from './ChatHeader.tsx';
import { ErrorNotification } from './ErrorNotification.tsx';
import { MessageInput } from './MessageInput.tsx';
import { MessageList } from './MessageList.tsx';
import { OutOfTokensBanner } from './OutOfTokensBanner.tsx';
import { StageCarousel } from './StageCarousel.tsx';
import { TokenLine } from './TokenLine.tsx';

/**
 * The chat panel. The parent screen does the sending; the panel announces send-message,
 * go-to-billing and update-evaluation through its callbacks.
 */
export function ChatPanel({
  sessionId,
  messages,
  historyLoading,
  reply,
  liveCanvas,
  balance,
  outOfTokens,
  busy,
  error,
  onDismissError,
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
  liveCanvas: LiveStream | null;
  balance: TokenBalance | null;
  outOfTokens: boolean;
  busy: boolean;
  error: ShownError | null;
  onDismissError(): void;
  onSendMessage(text: string): Promise<boolean>;
  onGoToBilling(): void;
  onUpdateEvaluation(message: ChatMessage, kind: Evaluation): void;
  /** Stops the reply being written; absent when none can be stopped. */
  onStopReply?: () => void;
  /** Regenerate and edit the last turn, page through alternatives. */
  turnActions?: TurnActions;
}) {
  const [draft, setDraft] = useState('');
  const send = useCallback(
    async (text: string) => {
      if (await onSendMessage(text)) setDraft((d) => (d === text ? '' : d));
    },
    [onSendMessage],
  );
  return (
    <section className="chat-panel" aria-label="AI Idea Assistant">
      <ChatHeader sessionId={sessionId} />
      <TokenLine balance={balance} outOfTokens={outOfTokens} />
      <StageCarousel />
      <MessageList
        messages={messages}
        loading={historyLoading}
        reply={reply}
        canvasStage={liveCanvas ? liveCanvas.stage : null}
        onEvaluate={onUpdateEvaluation}
        onUsePattern={setDraft}
        turnActions={turnActions}
      />
      <div className="chat-footer">
        {error && <ErrorNotification key={error.id} message={error.text} onDismiss={onDismissError} />}
        {outOfTokens && <OutOfTokensBanner onGoToBilling={onGoToBilling} />}
        <MessageInput value={draft} onChange={setDraft} onSend={send} disabled={!sessionId || outOfTokens} sendBlocked={busy} onStop={onStopReply} />
      </div>
    </section>
  );
}
