import type { PlatformTab } from '../../lib/tabs.ts';

/** Consent modal and guided tour mount here (platform shell issue). */
export function PlatformOverlays(_props: { tab: PlatformTab }) {
  return null;
}
