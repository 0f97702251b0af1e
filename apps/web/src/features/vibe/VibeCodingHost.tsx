import { lazy, Suspense, useEffect, useState } from 'react';
import { on, type AppEvents } from '../../lib/events.ts';

// Loaded on first open, so the modal and its form library cost the other pages nothing.
const VibeCodingModal = lazy(() => import('./VibeCodingModal.tsx'));

/** Opens the Vibe Coding modal when a canvas panel asks for it. */
export function VibeCodingHost() {
  const [request, setRequest] = useState<AppEvents['open-vibe-coding'] | null>(null);
  useEffect(
    () =>
      on('open-vibe-coding', (detail) => {
        if (detail.sessionId) setRequest(detail);
        else console.warn('Missing session id');
      }),
    [],
  );
  if (!request?.sessionId) return null;
  return (
    <Suspense fallback={null}>
      <VibeCodingModal sessionId={request.sessionId} canvasText={request.canvasText} mobile={request.variant === 'mobile'} onClose={() => setRequest(null)} />
    </Suspense>
  );
}
