import { Modal } from '../../components/ui/Modal.tsx';
import { LEGAL_PAGES, LegalEffectiveDate, LegalText, type LegalPage } from './LegalTab.tsx';
import './legal.css';

/**
 * A policy read over the screen shown, which stays as it was: the cookie banner's link. The
 * policy tabs are for signed-in accounts (the spec's route table), and the banner is on the
 * public screens too, over a half-filled registration form.
 */
export function LegalDialog({ page, onClose }: { page: LegalPage; onClose(): void }) {
  return (
    <Modal labelledBy="legal-dialog-title" onClose={onClose} className="legal-dialog">
      <header className="legal-header legal-dialog-header">
        <div>
          <h2 id="legal-dialog-title" className="legal-dialog-title">
            {LEGAL_PAGES[page].title}
          </h2>
          <LegalEffectiveDate />
        </div>
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </header>
      <LegalText page={page} headingLevel={3} />
    </Modal>
  );
}
