import { Suspense, useEffect } from 'react';
import { useParams } from 'wouter';
import { PlatformOverlays } from '../features/onboarding/PlatformOverlays.tsx';
import { PlatformShell } from '../features/platform/PlatformShell.tsx';
import { VibeCodingHost } from '../features/vibe/VibeCodingHost.tsx';
import { useAuth } from '../lib/auth.tsx';
import { Spinner } from '../components/ui/Spinner.tsx';
import { isLegalTab, isPlatformTab, lastActiveTab, rememberActiveTab, type PlatformTab } from '../lib/tabs.ts';
import { lazyNamed } from '../lib/lazy.ts';
import { Redirect } from '../lib/location.tsx';

// The shell, the overlays (consent, tour) and the Vibe Coding host come with this page: they
// listen for the footer's and the canvas's events from the first moment, and an event sent
// before a lazy listener arrived would be lost. All of it is in this page's chunk, never in
// /login's. Each tab loads as a chunk of its own; the Vibe Coding modal loads when first opened.
const AgentsTab = lazyNamed(() => import('../features/agents/AgentsTab.tsx'), 'AgentsTab');
const BillingTab = lazyNamed(() => import('../features/billing/BillingTab.tsx'), 'BillingTab');
const ChatTab = lazyNamed(() => import('../features/chat/ChatTab.tsx'), 'ChatTab');
const LegalTab = lazyNamed(() => import('../features/legal/LegalTab.tsx'), 'LegalTab');
const ProfileTab = lazyNamed(() => import('../features/profile/ProfileTab.tsx'), 'ProfileTab');

/** /platform/{tab?}: terms→tos, unknown→chat, none→this browser session's last tab. */
export function PlatformPage() {
  const { tab } = useParams();
  const { user } = useAuth();

  useEffect(() => {
    if (isPlatformTab(tab) && !isLegalTab(tab)) rememberActiveTab(tab);
  }, [tab]);

  if (tab === 'terms') return <Redirect to="/platform/tos" />;
  if (tab === undefined) return <Redirect to={`/platform/${lastActiveTab()}`} />;
  if (!isPlatformTab(tab)) return <Redirect to="/platform/chat" />;
  if (tab === 'agents' && user && !user.is_admin) {
    console.warn('Agents tab refused: admin access required');
    return <Redirect to="/platform/chat" />;
  }

  return (
    <PlatformShell tab={tab}>
      {/* The other tabs show their h1; the chat's panels are headed by h2s under this one. */}
      {tab === 'chat' && <h1 className="visually-hidden">Chat</h1>}
      <Suspense fallback={null}>
        <TabContent tab={tab} />
      </Suspense>
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
      return (
        <Suspense fallback={<Spinner label="Loading agents" />}>
          <AgentsTab />
        </Suspense>
      );
    case 'privacy':
    case 'tos':
      return <LegalTab page={tab} />;
  }
}
