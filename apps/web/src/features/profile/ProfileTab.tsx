import { useAuth } from '../../lib/auth.tsx';
import { PersonalInfoForm } from './PersonalInfoForm.tsx';
import { SecuritySection } from './SecuritySection.tsx';
import { SubscriptionSummary } from './SubscriptionSummary.tsx';
import { YourDataSection } from './YourDataSection.tsx';
import './profile.css';

/** Profile tab: subscription, personal information, security; then the founder's own data. */
export function ProfileTab() {
  const { user } = useAuth();
  return (
    <section className="tab-page profile">
      <h1 className="tab-title">Profile Settings</h1>
      <SubscriptionSummary />
      {user && <PersonalInfoForm key={user.id} user={user} />}
      {user && <SecuritySection user={user} />}
      {user && <YourDataSection user={user} />}
    </section>
  );
}
