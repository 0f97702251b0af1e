import { ChatStage } from '@ideapilot/contract';
import type { LiveStream } from '../types.ts';

/** What the canvas stream is doing, in a bar of its own under the canvas header. */
export function CanvasStage({ live }: { live: LiveStream }) {
  return (
    <p className="canvas-stage" role="status">
      <span className="spinner" aria-hidden="true" /> {live.stage || ChatStage.canvas}
    </p>
  );
}
