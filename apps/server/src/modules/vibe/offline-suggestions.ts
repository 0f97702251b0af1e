import { COMPLIANCE_BADGES, SUGGESTION_LIMITS, VIBE_LIMITS, type ComplianceBadge, type LandingPageBrief, type VibeSuggestions } from '@ideapilot/contract';
import type { CanvasFacts } from './offline-canvas.ts';
import { clip, lowerFirst, sentence, unique, upperFirst, words } from './text.ts';

const BADGE_CUES: [ComplianceBadge, RegExp][] = [
  ['gdpr_ready', /\bgdpr\b/i],
  ['soc2_friendly', /\bsoc\s?2\b/i],
  ['iso_27001', /\biso\s?27001\b/i],
  ['on_prem', /\bon[- ]?prem(ise|ises)?\b/i],
  ['dpa_available', /\b(dpa|data processing agreement)\b/i],
];

/** A product's name as the drafts carry it (a canvas title has any length). */
const NAME_MAX = 100;

const STOPWORDS = new Set(
  'that this with from they their them your have into about when what which while there these those where than then also just only very more most some such over under after before because people currently want build'.split(' '),
);

/**
 * Suggestions from the canvas and the founder's own inputs only: every name, number and claim in
 * them is one the founder wrote. Where nothing is known the suggestion stays empty. Each is clipped
 * to the contract's limit: the canvas has blocks and a title of any length.
 */
export function offlineSuggestions(facts: CanvasFacts, brief: LandingPageBrief): VibeSuggestions {
  const { blocks } = facts;
  const name = clip(brief.product_name.trim() || facts.title || '', NAME_MAX);
  const who = blocks.WHO.map(sentence);
  const pains = blocks.PAIN.map(sentence);
  const benefits = blocks['USERS BENEFIT'].map(sentence);
  const pitches = blocks.PITCH.map(sentence);

  const subtitleOptions = unique(
    [...pitches, facts.title && who[0] && !facts.title.toLowerCase().includes(who[0].toLowerCase()) ? `${facts.title} for ${lowerFirst(who[0])}` : facts.title ?? '', benefits[0] ?? '']
      .map((s) => s && clip(upperFirst(s), VIBE_LIMITS.subtitle)),
  );
  const mottoOptions = unique([...pitches, ...benefits, facts.title ?? ''].filter((s) => words(s).length >= 2 && words(s).length <= 12).map((s) => clip(upperFirst(s), SUGGESTION_LIMITS.motto)));
  const motto = mottoOptions.find((m) => words(m).length >= 3 && words(m).length <= 7) ?? mottoOptions[0] ?? '';
  const subtitle = subtitleOptions[0] ?? '';
  // The page's own line: the founder's subtitle when given, else the suggested one.
  const line = brief.one_liner.trim() || subtitle;

  const everything = [facts.title ?? '', ...Object.values(blocks).flat(), brief.summary, brief.one_liner].join('\n');
  const badges = BADGE_CUES.filter(([, cue]) => cue.test(everything)).map(([badge]) => badge);
  const profit = blocks['YOUR PROFIT'].map(sentence);
  const company = brief.legal.company.trim() || '[your company]';

  return {
    motto,
    motto_options: mottoOptions.slice(0, 5),
    subtitle,
    subtitle_options: subtitleOptions.slice(0, 5),
    audience: {
      personas: who.slice(0, 5).map((label) => ({ label: clip(upperFirst(label), SUGGESTION_LIMITS.persona), company_size: '', domain: '' })),
      top_pains: pains.slice(0, 5).map((p) => clip(upperFirst(p), SUGGESTION_LIMITS.pain)),
    },
    benefits: benefits.slice(0, 5).map((b) => clip(upperFirst(b), SUGGESTION_LIMITS.benefit)),
    security_compliance: {
      stance: badges.length
        ? `State only what the canvas says: ${badges.map((b) => COMPLIANCE_BADGES[b]).join(', ')}.`
        : 'No security or compliance claims yet: the page makes none until you add them.',
      badges,
    },
    tos_draft: name ? clip(termsDraft(name, company, profit), SUGGESTION_LIMITS.draft) : '',
    privacy_policy_draft: name ? clip(privacyDraft(name, company, badges), SUGGESTION_LIMITS.draft) : '',
    seo: {
      title: name ? clip(`${name} — ${line}`.length <= VIBE_LIMITS.seoTitle ? `${name} — ${line}` : name, VIBE_LIMITS.seoTitle) : '',
      description: clip([line, benefits[0]].filter(Boolean).map((s) => `${sentence(s!)}.`).join(' '), VIBE_LIMITS.seoDescription),
      keywords: keywords([facts.title ?? '', who[0] ?? '', pains[0] ?? '']),
    },
    pricing_notes: clip(profit.map((p) => `${upperFirst(p)}.`).join(' '), SUGGESTION_LIMITS.pricingNotes),
  };
}

function keywords(sources: string[]): string[] {
  const found = sources
    .join(' ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}-]+/u)
    .filter((w) => w.length >= 4 && w.length <= SUGGESTION_LIMITS.keyword && !STOPWORDS.has(w) && !/^\d+$/.test(w));
  return unique(found).slice(0, 8);
}

function termsDraft(name: string, company: string, profit: string[]): string {
  return [
    `Terms of Service — ${name}`,
    `- Who we are: ${name} is provided by ${company}.`,
    `- The service: what ${name} does and what it does not promise.`,
    `- Accounts: who may sign up and how accounts are kept secure.`,
    `- Fees: ${profit.length ? profit.map(lowerFirst).join('; ') : 'how and when customers pay'}.`,
    '- Acceptable use, termination, liability limits and governing law.',
    'Have a lawyer review this outline before publishing.',
  ].join('\n');
}

function privacyDraft(name: string, company: string, badges: ComplianceBadge[]): string {
  return [
    `Privacy Policy — ${name}`,
    `- Controller: ${company}.`,
    '- What personal data is collected, why, and on which legal basis.',
    '- Who processes it (sub-processors) and where it is stored.',
    '- How long it is kept and how people exercise their rights.',
    badges.length ? `- Commitments stated in the canvas: ${badges.map((b) => COMPLIANCE_BADGES[b]).join(', ')}.` : '- Security measures in place.',
    'Have a lawyer review this outline before publishing.',
  ].join('\n');
}
