import { MAX_MESSAGE_WORDS, SMALL_SCREEN_BREAKPOINT_PX, countWords } from '@ideapilot/contract';
import { memo, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { SendIcon } from '../icons.tsx';
import { ResizeHandle } from '../ResizeHandle.tsx';

const AUTO_MAX_PX = 180;
const DRAG_MIN_PX = 24;
const DRAG_MAX_PX = 400;

export const TOO_LONG_TEXT = 'Your message is too long. Please shorten it to 100 words or less.';
export const TOO_LONG_TOOLTIP = 'Message exceeds 100 word limit';

/**
 * The message box: Enter sends, Shift+Enter adds a line. It grows with its text up to 180 px; once
 * its top edge is dragged (24 to 400 px) it keeps the dragged height.
 */
export const MessageInput = memo(function MessageInput({
  boxRef: box,
  value,
  onChange,
  onSend,
  disabled,
  sendBlocked,
  onStop,
}: {
  /** The text box, for the panel to put the keyboard back in it. */
  boxRef: RefObject<HTMLTextAreaElement | null>;
  value: string;
  onChange(value: string): void;
  onSend(text: string): void;
  /** No session or no tokens: the box itself is off. */
  disabled: boolean;
  /** A reply or canvas is on its way: typing is fine, sending waits. */
  sendBlocked: boolean;
  /**
   * Stops the reply being written; absent when none can be stopped. It sits beside Send, where it
   * stays put while the reply grows (below the reply it moved down with every line).
   */
  onStop?: () => void;
}) {
  const small = useMediaQuery(`(max-width: ${SMALL_SCREEN_BREAKPOINT_PX}px)`);
  const [dragged, setDragged] = useState<number | null>(null);
  const [height, setHeight] = useState(44);
  const words = countWords(value);
  const tooLong = words > MAX_MESSAGE_WORDS;
  const canSend = !disabled && !sendBlocked && !tooLong && value.trim().length > 0;

  const fit = useRef(() => {});
  fit.current = () => {
    const el = box.current;
    const holder = el?.parentElement;
    if (!el || !holder || dragged !== null) return;
    // The text is measured at the box's natural height, which lays the page out once with the box
    // shorter. The form keeps its height meanwhile: a conversation just taller than its view would
    // otherwise fit for that moment, jump to its top, and stop following new replies.
    holder.style.minHeight = `${holder.offsetHeight}px`;
    el.style.height = 'auto';
    const next = Math.min(AUTO_MAX_PX, el.scrollHeight + 2);
    el.style.height = `${next}px`;
    holder.style.minHeight = '';
    setHeight(next);
  };

  // Fitted again as the text changes, or the box is dragged or let go.
  const mounted = useRef(false);
  useLayoutEffect(() => {
    if (mounted.current) fit.current();
    mounted.current = true;
  }, [value, dragged]);

  // Fitted first, and again when the box narrows or widens (a sidebar opening: its text wraps anew),
  // from an observer: its first call comes once the browser has laid the page out, before it
  // paints, so the chat's first commit does not force the page's first layout.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    let width: number | null = null;
    const observer = new ResizeObserver(() => {
      if (el.clientWidth === width) return;
      width = el.clientWidth;
      fit.current();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [box]);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (canSend) onSend(value);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <form className="message-input" onSubmit={submit}>
      <ResizeHandle
        label="Resize message box"
        axis="y"
        direction={-1}
        value={dragged ?? height}
        min={DRAG_MIN_PX}
        max={DRAG_MAX_PX}
        onChange={setDragged}
        onCommit={setDragged}
        className="message-input-handle"
      />
      <div className={`message-input-box${tooLong ? ' is-over' : ''}`}>
        <textarea
          ref={box}
          aria-label="Message"
          rows={1}
          value={value}
          disabled={disabled}
          placeholder={small ? 'Type your message...' : 'Type your message... / [Shift + Enter] for newline'}
          style={dragged !== null ? { height: dragged } : undefined}
          aria-invalid={tooLong || undefined}
          aria-describedby="message-word-count"
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <div className="message-input-row">
          <span id="message-word-count" className={`word-count${tooLong ? ' is-over' : ''}`}>
            {words}/{MAX_MESSAGE_WORDS} words
          </span>
          {onStop && (
            <button type="button" className="stop-button surface-button" onClick={onStop}>
              <span className="stop-square" aria-hidden="true" />
              Stop
            </button>
          )}
          <span className="send-wrap" title={tooLong ? TOO_LONG_TOOLTIP : undefined}>
            <button type="submit" className="send-button" aria-label="Send message" disabled={!canSend}>
              <SendIcon size={17} />
            </button>
          </span>
        </div>
      </div>
      {tooLong && (
        <p className="input-error" role="alert">
          {TOO_LONG_TEXT}
        </p>
      )}
    </form>
  );
});
