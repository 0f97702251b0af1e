import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { AgentsTab } from '../features/agents/AgentsTab.tsx';
import { BillingTab } from '../features/billing/BillingTab.tsx';
import { ChatTab } from '../features/chat/ChatTab.tsx';
import { LegalTab } from '../features/legal/LegalTab.tsx';
import { PlatformOverlays } from '../features/onboarding/PlatformOverlays.tsx';
import { PlatformShell } from '../features/platform/PlatformShell.tsx';
import { ProfileTab } from '../features/profile/ProfileTab.tsx';
import { VibeCodingHost } from '../features/vibe/VibeCodingHost.tsx';
import { useAuth } from '../lib/auth.tsx';
import { isLegalTab, isPlatformTab, lastActiveTab, rememberActiveTab, type PlatformTab } from '../lib/tabs.ts';

/** /platform/{tab?}: terms→tos, unknown→chat, none→this browser session's last tab. */
export function PlatformPage() {
  const { tab } = useParams();
  const { user } = useAuth();

  useEffect(() => {
    if (isPlatformTab(tab) && !isLegalTab(tab)) rememberActiveTab(tab);
  }, [tab]);

  if (tab === 'terms') return <Navigate to="/platform/tos" replace />;
  if (tab === undefined) return <Navigate to={`/platform/${lastActiveTab()}`} replace />;
  if (!isPlatformTab(tab)) return <Navigate to="/platform/chat" replace />;
  if (tab === 'agents' && user && !user.is_admin) {
    console.warn('Agents tab refused: admin access required');
    return <Navigate to="/platform/chat" replace />;
  }

  return (
    <PlatformShell tab={tab}>
      <TabContent tab={tab} />
      <PlatformOverlays tab={tab} />
      {tab === 'chat' && <VibeCodingHost />}
    </PlatformShell>
  );
}

function TabContent({ tab }: { tab: PlatformTab }) {
  switch (tab) {
    case 'chat':
      return <ChatTab />;
    case 'profile':
      return <ProfileTab />;
    case 'billing':
      return <BillingTab />;
    case 'agents':
      return <AgentsTab />;
    case 'privacy':
    case 'tos':
      return <LegalTab page={tab} />;
  }
}
