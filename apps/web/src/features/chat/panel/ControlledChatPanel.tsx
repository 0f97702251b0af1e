import { useCallback } from 'react';
import { useLocation } from 'wouter';
import type { ChatMessage, Evaluation } from '../types.ts';
import type { ChatController } from '../useChat.ts';
import { ChatPanel } from './ChatPanel.tsx';

/**
 * The chat panel wired to the screen's chat controller; the same on desktop and mobile. What it
 * hands the panel keeps its identity while it means the same, so an answer the panel does not show
 * (the sessions list) does not draw it again.
 */
export function ControlledChatPanel({ chat }: { chat: ChatController }) {
  const [, navigate] = useLocation();
  const { send, evaluate } = chat;
  const onSendMessage = useCallback((text: string) => void send(text), [send]);
  const onGoToBilling = useCallback(() => navigate('/pricing'), [navigate]);
  const onUpdateEvaluation = useCallback((message: ChatMessage, kind: Evaluation) => void evaluate(message, kind), [evaluate]);
  return (
    <ChatPanel
      sessionId={chat.sessionId}
      messages={chat.messages}
      historyLoading={chat.historyLoading}
      reply={chat.reply}
      finishedTurn={chat.finishedTurn}
      liveCanvas={chat.liveCanvas}
      balance={chat.balance}
      outOfTokens={chat.outOfTokens}
      busy={chat.busy}
      error={chat.error}
      onDismissError={chat.clearError}
      draft={chat.draft}
      onDraftChange={chat.setDraft}
      onSendMessage={onSendMessage}
      onGoToBilling={onGoToBilling}
      onUpdateEvaluation={onUpdateEvaluation}
      onStopReply={chat.stopReply ?? undefined}
      turnActions={chat.turnActions}
    />
  );
}
