import { Modal } from '../../../components/ui/Modal.tsx';
import { useMobileLayout } from '../../../lib/use-media-query.ts';
import { useStableCallback } from '../hooks.ts';
import { CanvasIcon, ChatIcon, CloseIcon, SparkIcon } from '../icons.tsx';

/** Where the canvas is: beside the chat on a desktop, a tab of its own on a phone. */
const sections = (mobile: boolean) => [
  {
    icon: <ChatIcon />,
    title: 'Chat with the assistant',
    text: 'Describe your idea in your own words. The assistant asks one focused question at a time and helps you turn a rough thought into a clear plan. Each reply uses one token.',
  },
  {
    icon: <CanvasIcon />,
    title: 'Your idea canvas',
    text: `After every reply the Idea Canvas ${mobile ? 'in the Canvas tab' : 'beside the chat'} is rebuilt from what you said: who it is for, their pain, the benefit, your profit, why you, why now, your team, your secret sauce and the pitch.`,
  },
  {
    icon: <SparkIcon />,
    title: 'Live markdown preview',
    text: 'The canvas is markdown, rendered live as it is written. Copy it with one click to share it with teammates and investors.',
  },
];

export function GuideModal({ onClose }: { onClose(): void }) {
  const close = useStableCallback(onClose);
  const mobile = useMobileLayout();
  return (
    <Modal labelledBy="guide-title" onClose={close} className="guide-modal">
      <div className="dialog-head">
        <h2 id="guide-title" className="dialog-title">
          AI Assistant Guide
        </h2>
        <button type="button" className="icon-button" aria-label="Close guide" onClick={close}>
          <CloseIcon />
        </button>
      </div>
      <ul className="guide-list">
        {sections(mobile).map((s) => (
          <li key={s.title}>
            <span className="guide-icon" aria-hidden="true">
              {s.icon}
            </span>
            <div>
              <h3>{s.title}</h3>
              <p>{s.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
