import { MAX_PERSON_NAME, ProfileFormSchema, trimName, type User } from '@ideapilot/contract';
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { call } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.tsx';
import { detailOr } from '../../lib/form-rules.ts';
import { firstError, useSchemaForm } from '../../lib/forms.ts';

/** Only first and last name are saved; the e-mail is read-only. */
export function PersonalInfoForm({ user }: { user: User }) {
  const { refreshUser } = useAuth();
  const { register, submitWith, watch, clearErrors, formState } = useSchemaForm(ProfileFormSchema, { firstName: user.first_name, lastName: user.last_name });
  const { errors, isSubmitting } = formState;
  const [saved, setSaved] = useState(false);
  const [firstName, lastName] = watch(['firstName', 'lastName']);
  const unchanged = trimName(firstName) === user.first_name && trimName(lastName) === user.last_name;
  const error = firstError(errors);
  const notice = error ? { kind: 'error', text: error } : saved ? { kind: 'success', text: 'Profile updated successfully' } : null;

  const submit = submitWith(async (values) => {
    await call('updateMe', { body: { first_name: trimName(values.firstName), last_name: trimName(values.lastName) } });
    await refreshUser();
    setSaved(true);
  }, detailOr('Failed to update profile'));
  const field = (name: 'firstName' | 'lastName') => register(name, {
      onChange: () => {
        clearErrors();
        setSaved(false);
      },
    });
  // The error shows beside Save; the field it is about is marked and points at it.
  const describedBy = (name: 'firstName' | 'lastName') => (errors[name] ? 'profile-personal-error' : undefined);

  return (
    <section className="card" aria-labelledby="profile-personal">
      <h2 id="profile-personal">Personal Information</h2>
      <form className="profile-form" onSubmit={submit} noValidate>
        <div className="profile-fields">
          <NameField id="profile-first-name" label="First name" autoComplete="given-name" errorId={describedBy('firstName')} field={field('firstName')} />
          <NameField id="profile-last-name" label="Last name" autoComplete="family-name" errorId={describedBy('lastName')} field={field('lastName')} />
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
            <p
              id={notice.kind === 'error' ? 'profile-personal-error' : undefined}
              className={`profile-notice profile-notice--${notice.kind}`}
              role={notice.kind === 'error' ? 'alert' : 'status'}
            >
              {notice.text}
            </p>
          )}
          <button type="submit" className="button button--primary" disabled={isSubmitting || unchanged}>
            {isSubmitting ? 'Saving...' : 'Save Changes'}
          </button>
        </div>
      </form>
    </section>
  );
}

/** `errorId`: the error this field is marked invalid by, when there is one. */
function NameField(props: { id: string; label: string; autoComplete: string; errorId?: string; field: UseFormRegisterReturn }) {
  return (
    <div className="profile-field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type="text"
        autoComplete={props.autoComplete}
        maxLength={MAX_PERSON_NAME}
        aria-invalid={!!props.errorId}
        aria-describedby={props.errorId}
        {...props.field}
      />
    </div>
  );
}
