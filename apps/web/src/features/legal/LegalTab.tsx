import { useLocation } from 'wouter';
import { Markdown, type HeadingLevel } from '../../components/ui/Markdown.tsx';
import { usePublicConfig } from '../../lib/auth.tsx';
import { historyIndex } from '../../lib/location.tsx';
import { storedActiveTab } from '../../lib/tabs.ts';
import { PRIVACY_POLICY } from './privacy-policy.ts';
import { TERMS_OF_SERVICE } from './terms-of-service.ts';
import './legal.css';

export const LEGAL_PAGES = {
  privacy: { title: 'Privacy Policy', text: PRIVACY_POLICY },
  tos: { title: 'Terms of Service', text: TERMS_OF_SERVICE },
};
export type LegalPage = keyof typeof LEGAL_PAGES;

/** Both policies are effective August 25, 2025. */
const EFFECTIVE_DATE = 'August 25, 2025';

export function LegalTab({ page }: { page: LegalPage }) {
  const { title } = LEGAL_PAGES[page];
  const back = useBack();
  return (
    <article className="tab-page legal">
      <div className="legal-top">
        <button type="button" className="button legal-back" onClick={back}>
          <BackArrow />
          Back
        </button>
        <nav aria-label="Breadcrumb" className="legal-breadcrumb">
          <ol>
            <li>Legal</li>
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
      </div>
      <header className="legal-header">
        <h1 className="tab-title">{title}</h1>
        <LegalEffectiveDate />
      </header>
      <LegalText page={page} />
    </article>
  );
}

export const LegalEffectiveDate = () => <p className="legal-effective">Effective date: {EFFECTIVE_DATE}</p>;

/** The policy itself, with the support address filled in; its sections are headed at `headingLevel` (under the page's h1 by default). */
export function LegalText({ page, headingLevel = 2 }: { page: LegalPage; headingLevel?: HeadingLevel }) {
  const supportEmail = usePublicConfig().data?.support_email ?? 'support@ideapilot.app';
  return (
    <div className="legal-body">
      <Markdown text={LEGAL_PAGES[page].text.replaceAll('{{email}}', supportEmail)} headingLevel={headingLevel} />
    </div>
  );
}

/** Back: the last active tab of this browser session, else browser history, else the chat. */
function useBack() {
  const [, navigate] = useLocation();
  return () => {
    const stored = storedActiveTab();
    if (stored) navigate(`/platform/${stored}`);
    else if (historyIndex() > 0) window.history.back();
    else navigate('/platform/chat');
  };
}

const BackArrow = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d="M19 12H5M12 19l-7-7 7-7" />
  </svg>
);
