import { endpoints, MAX_PERSON_NAME, type User } from '@ideapilot/contract';
import { useState, type FormEvent } from 'react';
import { ApiError, call } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.tsx';

/** Spec §5: only first and last name are saved; the e-mail is read-only. */
export function PersonalInfoForm({ user }: { user: User }) {
  const { refreshUser } = useAuth();
  const [firstName, setFirstName] = useState(user.first_name);
  const [lastName, setLastName] = useState(user.last_name);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const unchanged = firstName.trim() === user.first_name && lastName.trim() === user.last_name;

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setNotice(null);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!firstName.trim()) return setNotice({ kind: 'error', text: 'Please enter first name' });
    if (!lastName.trim()) return setNotice({ kind: 'error', text: 'Please enter last name' });
    setBusy(true);
    setNotice(null);
    try {
      await call(endpoints.updateMe, { body: { first_name: firstName.trim(), last_name: lastName.trim() } });
      await refreshUser();
      setNotice({ kind: 'success', text: 'Profile updated successfully' });
    } catch (err) {
      setNotice({ kind: 'error', text: err instanceof ApiError && err.detail ? err.detail : 'Failed to update profile' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="profile-card" aria-labelledby="profile-personal">
      <h2 id="profile-personal">Personal Information</h2>
      <form className="profile-form" onSubmit={submit} noValidate>
        <div className="profile-fields">
          <NameField id="profile-first-name" label="First name" autoComplete="given-name" value={firstName} onChange={edit(setFirstName)} />
          <NameField id="profile-last-name" label="Last name" autoComplete="family-name" value={lastName} onChange={edit(setLastName)} />
          <div className="profile-field profile-field--wide">
            <label htmlFor="profile-email">Email</label>
            <input id="profile-email" type="email" value={user.email} readOnly aria-describedby="profile-email-hint" />
            <p id="profile-email-hint" className="profile-hint">
              Your e-mail address is your sign-in name and cannot be changed here.
            </p>
          </div>
        </div>
        <div className="profile-form-foot">
          {notice && (
            <p className={`profile-notice profile-notice--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
              {notice.text}
            </p>
          )}
          <button type="submit" className="button button--primary" disabled={busy || unchanged}>
            {busy ? 'Saving...' : 'Save Changes'}
          </button>
        </div>
      </form>
    </section>
  );
}

function NameField(props: { id: string; label: string; autoComplete: string; value: string; onChange(value: string): void }) {
  return (
    <div className="profile-field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type="text"
        autoComplete={props.autoComplete}
        value={props.value}
        maxLength={MAX_PERSON_NAME}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </div>
  );
}
