import { useState } from 'react';
import { Modal } from '../../components/ui/Modal.tsx';
import type { CookieChoice } from './cookie-consent.ts';

/** Essential is always on; Analytics and Marketing are the visitor's to choose. */
export function CookiePreferencesPanel({
  initial,
  onCancel,
  onSave,
}: {
  initial: CookieChoice;
  onCancel: () => void;
  onSave: (choice: CookieChoice) => void;
}) {
  const [analytics, setAnalytics] = useState(initial.analytics);
  const [marketing, setMarketing] = useState(initial.marketing);
  return (
    <Modal labelledBy="cookie-prefs-title" onClose={onCancel} className="cookie-prefs">
      <h2 id="cookie-prefs-title" className="cookie-prefs-title">
        Cookie Preferences
      </h2>
      <p className="cookie-prefs-intro">Choose which cookies IdeaPilot may use. You can change this at any time from Cookie Settings in the footer.</p>
      <ul className="cookie-prefs-list">
        <CookieOption
          id="cookie-essential"
          label="Essential"
          description="Needed to sign you in, keep your session secure and remember this choice. Always on."
          checked
          disabled
        />
        <CookieOption
          id="cookie-analytics"
          label="Analytics"
          description="Anonymous usage statistics that help us improve IdeaPilot."
          checked={analytics}
          onChange={setAnalytics}
        />
        <CookieOption
          id="cookie-marketing"
          label="Marketing"
          description="Lets us measure which campaigns bring founders to IdeaPilot."
          checked={marketing}
          onChange={setMarketing}
        />
      </ul>
      <div className="modal-actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button button--primary" onClick={() => onSave({ analytics, marketing })}>
          Save Preferences
        </button>
      </div>
    </Modal>
  );
}

function CookieOption({
  id,
  label,
  description,
  checked,
  disabled = false,
  onChange,
}: {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  return (
    <li className="cookie-option">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-desc`}
        onChange={(e) => onChange?.(e.target.checked)}
      />
      <div>
        <label htmlFor={id} className="cookie-option-label">
          {label}
        </label>
        <p id={`${id}-desc`} className="cookie-option-desc">
          {description}
        </p>
      </div>
    </li>
  );
}
