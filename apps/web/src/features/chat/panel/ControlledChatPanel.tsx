import { useLocation } from 'wouter';
import type { ChatController } from '../useChat.ts';
import { ChatPanel } from './ChatPanel.tsx';

/** The chat panel wired to the screen's chat controller; the same on desktop and mobile. */
export function ControlledChatPanel({ chat }: { chat: ChatController }) {
  const [, navigate] = useLocation();
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
      onSendMessage={(text) => void chat.send(text)}
      onGoToBilling={() => navigate('/pricing')}
      onUpdateEvaluation={(message, kind) => void chat.evaluate(message, kind)}
      onStopReply={chat.stopReply ?? undefined}
      turnActions={chat.turnActions}
    />
  );
}
