import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useAuth } from '../../lib/auth.tsx';
import { emit, on } from '../../lib/events.ts';
import { mutations } from '../../lib/queries.ts';
import { isLegalTab, type PlatformTab } from '../../lib/tabs.ts';
import { grantConsent, revokeConsent } from './consent/consent-api.ts';
import { ConsentModal } from './consent/ConsentModal.tsx';
import { RevokeConsentDialog } from './consent/RevokeConsentDialog.tsx';
import { GuidedTour, type TourEnd } from './tour/GuidedTour.tsx';
import './onboarding.css';

/** The tour opens this long after consent for a user who has not seen it. */
const TOUR_DELAY_MS = 500;

/** Consent modal, revoke confirmation and guided tour, over every platform tab. */
export function PlatformOverlays({ tab }: { tab: PlatformTab }) {
  const { user, refreshUser } = useAuth();
  const markTutorialViewed = useMutation(mutations.markTutorialViewed());
  const [revokeAsked, setRevokeAsked] = useState(false);
  const [tourOpen, setTourOpen] = useState(false);
  // The automatic tour runs once per page life, even if marking it viewed failed.
  const autoTourDone = useRef(false);

  // The footer's 'Revoke Consent' is a request: it is confirmed here before anything changes.
  useEffect(() => on('consent-revoked', () => setRevokeAsked(true)), []);
  useEffect(() => on('watch-tutorial', () => setTourOpen(true)), []);

  const hasConsent = user?.has_consent ?? true;
  const needsTour = !!user && user.has_consent && !user.viewed_tutorial;
  useEffect(() => {
    if (!needsTour || autoTourDone.current) return;
    const timer = setTimeout(() => {
      autoTourDone.current = true;
      setTourOpen(true);
    }, TOUR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [needsTour]);

  async function endTour({ reason, step }: TourEnd) {
    setTourOpen(false);
    autoTourDone.current = true;
    if (reason === 'skipped') emit('tour-skipped', { step: step + 1 });
    try {
      await markTutorialViewed.mutateAsync();
    } catch (err) {
      console.error('Could not mark the tutorial as viewed', err);
    }
    await refreshUser();
  }

  const consentBlocking = !hasConsent && !isLegalTab(tab);
  return (
    <>
      {consentBlocking && (
        <ConsentModal
          onAccept={async () => {
            await grantConsent();
            await refreshUser();
          }}
        />
      )}
      {revokeAsked && (
        <RevokeConsentDialog
          onCancel={() => setRevokeAsked(false)}
          onRevoke={async () => {
            await revokeConsent();
            setTourOpen(false);
            await refreshUser();
            setRevokeAsked(false);
          }}
        />
      )}
      {tourOpen && !consentBlocking && <GuidedTour onEnd={(end) => void endTour(end)} />}
    </>
  );
}
