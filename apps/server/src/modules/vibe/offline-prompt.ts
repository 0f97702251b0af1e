import { COMPLIANCE_BADGES, CONTENT_DEPTHS, VIBE_LIMITS, type LandingPageBrief, type VibeSection } from '@ideapilot/contract';
import type { CanvasFacts } from './offline-canvas.ts';
import { sentence, unique } from './text.ts';

type Palette = Record<'ink' | 'surface' | 'primary' | 'accent' | 'muted' | 'warn', string>;

export const PALETTES: Record<'infra_pro' | 'eu_gov_clean' | 'founder_friendly', Palette> = {
  infra_pro: { ink: '#0B1220', surface: '#F7F9FC', primary: '#1F4FD8', accent: '#14B8A6', muted: '#64748B', warn: '#D97706' },
  eu_gov_clean: { ink: '#1B1B1B', surface: '#FFFFFF', primary: '#1D70B8', accent: '#00703C', muted: '#505A5F', warn: '#D4351C' },
  founder_friendly: { ink: '#1E1B4B', surface: '#FFFBF5', primary: '#7C3AED', accent: '#F59E0B', muted: '#6B7280', warn: '#DC2626' },
};
const TYPOGRAPHY = {
  inter_ibm_plex: { heading: 'Inter', body: 'IBM Plex Sans', code: 'IBM Plex Mono' },
  satoshi_inter: { heading: 'Satoshi', body: 'Inter', code: 'JetBrains Mono' },
};
const ICONS = {
  lucide_thin_outline: 'Lucide icons, thin 1.5 px outline',
  stroke_2px_outline: 'outline icons with a 2 px stroke',
  duotone: 'duotone icons in primary and accent',
  custom: 'custom icons supplied by the founder',
};
const MOTION = {
  quiet: 'almost none: fades only, no movement',
  subtle: 'subtle: short fades and small slides, nothing loops',
  expressive: 'expressive: staggered reveals and hover lifts, still under 600 ms',
  custom: 'as specified below',
};
const SECTION_TITLES: Record<VibeSection, string> = {
  hero: 'Hero',
  features: 'Features',
  pricing: 'Pricing',
  testimonials: 'Testimonials',
  faq: 'FAQ',
  cta: 'Call to action',
  footer: 'Footer',
};

export type PromptInput = { facts: CanvasFacts; brief: LandingPageBrief; expandLevel: number; sections: VibeSection[]; missing: string[] };

/** Sections in the founder's priority order first, then in the order they were chosen. */
export function orderSections(sections: VibeSection[], priority: VibeSection[]): VibeSection[] {
  return unique([...priority.filter((s) => sections.includes(s)), ...sections]) as VibeSection[];
}

const bullets = (items: string[]) => items.filter(Boolean).map((i) => `- ${i}`);
const orNone = (value: string | null | undefined, none = 'not given') => (value && value.trim() ? value.trim() : none);

/**
 * The offline engine's first prompt: a complete brief a landing-page builder can act on, built
 * only from the brief and the canvas. `expandLevel` 0–3 decides how much of each part is spelled
 * out; only the chosen sections are described, in order.
 */
export function offlinePrompt(input: PromptInput): string {
  const { brief, facts, expandLevel: depth } = input;
  const name = brief.product_name.trim() || facts.title || 'the product';
  const sections = orderSections(input.sections, brief.content_notes.sections_priority);
  const out: string[] = [];
  const part = (title: string, lines: string[]) => {
    if (lines.length) out.push(`## ${title}`, '', ...lines, '');
  };

  out.push(`# First prompt — ${name} landing page`, '');
  out.push(
    `Build a single, responsive landing page for **${name}**${brief.one_liner ? `: ${sentence(brief.one_liner)}` : ''}.`,
    `Content depth: ${CONTENT_DEPTHS[depth]!.label} (level ${depth} of 3). Output: production-ready markup and styles, no lorem ipsum; where a fact is missing, leave a clearly marked placeholder instead of inventing it.`,
    '',
  );
  if (depth >= 1 && (brief.summary || brief.motto)) part('The idea', [...(brief.motto ? [`Motto: "${brief.motto}"`] : []), ...(brief.summary ? [brief.summary] : [])]);
  part('Brand', brandLines(brief, depth));
  if (depth >= 1) part('Audience', audienceLines(brief, facts));
  part(
    'Page sections (in this order)',
    sections.flatMap((s, i) => [...(i ? [''] : []), `### ${i + 1}. ${SECTION_TITLES[s]}`, ...sectionLines(s, input, name)]),
  );
  part('Copy constraints', copyLines(brief, depth));
  part('SEO', [
    `- Title (≤ ${VIBE_LIMITS.seoTitle} characters): ${orNone(brief.seo.title, `write one from "${name}"`)}`,
    `- Meta description (≤ ${VIBE_LIMITS.seoDescription} characters): ${orNone(brief.seo.description, 'write one from the subtitle')}`,
    ...(brief.seo.keywords.length ? [`- Keywords: ${brief.seo.keywords.join(', ')}`] : []),
    `- Canonical URL: ${orNone(brief.seo.canonical_url ?? brief.canonical_url)}`,
    ...(depth >= 2 ? ['- One h1 (the hero headline), descriptive alt text, Open Graph and Twitter cards.'] : []),
    ...(brief.assets.og_image_text ? [`- Open Graph image text: "${brief.assets.og_image_text}"`] : []),
  ]);
  part('Legal links', legalLines(brief, depth));
  part('Analytics', analyticsLines(brief, sections));
  part('Accessibility and performance', [
    `- Accessibility: ${orNone(brief.constraints.accessibility_target, 'WCAG 2.2 AA')}; keyboard reachable, visible focus, contrast checked against the palette.`,
    `- Lighthouse target: ${brief.performance.lighthouse_target} or better in every category.`,
    `- Images: ${brief.performance.image_policy}.`,
    ...(depth >= 2 ? ['- No layout shift from fonts or images; lazy-load below the fold.'] : []),
  ]);
  if (depth >= 1) {
    part('Languages', [`- Default locale: ${brief.i18n.default_locale}`, ...(brief.i18n.future_locales.length ? [`- Prepare for: ${brief.i18n.future_locales.join(', ')} (keep copy in one dictionary)`] : [])]);
  }
  if (depth >= 3) part('A/B tests', abLines(brief));
  if (input.missing.length) part('Still missing (use placeholders)', bullets(input.missing));
  return `${out.join('\n').trim()}\n`;
}

function brandLines(brief: LandingPageBrief, depth: number): string[] {
  const b = brief.brand;
  const palette = b.palette_preset === 'custom' ? b.palette : PALETTES[b.palette_preset];
  const type = b.typography.preset === 'custom' ? b.typography : TYPOGRAPHY[b.typography.preset];
  const lines = [
    `- Palette (${b.palette_preset}): ${Object.entries(palette).map(([k, v]) => `${k} ${orNone(v, '?')}`).join(', ')}`,
    `- Typography (${b.typography.preset}): headings ${orNone(type.heading, '?')}, body ${orNone(type.body, '?')}, code ${orNone(type.code, '?')}`,
  ];
  if (b.vibe_keywords.length) lines.push(`- Vibe: ${b.vibe_keywords.join(', ')}`);
  if (depth >= 1) lines.push(`- Icons: ${ICONS[b.icon_style]}`);
  if (depth >= 2) {
    const e = b.motion.hero_entry;
    lines.push(`- Motion: ${MOTION[b.motion.preset]}; hero entry ${e.type}, ${e.distance_px} px, ${e.duration_ms} ms; respect prefers-reduced-motion`);
    if (b.design_system_ref !== 'none') lines.push(`- Follow the ${b.design_system_ref} design system's components and spacing`);
    if (b.inspirations.length) lines.push(`- Inspirations: ${b.inspirations.join(', ')}`);
  }
  return lines;
}

function audienceLines(brief: LandingPageBrief, facts: CanvasFacts): string[] {
  const personas = brief.audience.personas.length
    ? brief.audience.personas.map((p) => [p.label, p.company_size, p.domain].filter(Boolean).join(' — '))
    : facts.blocks.WHO.map(sentence);
  const pains = brief.audience.top_pains.length ? brief.audience.top_pains : facts.blocks.PAIN.map(sentence);
  return [
    ...(personas.length ? ['Who it is for:', ...bullets(personas)] : ['Who it is for: not given']),
    ...(pains.length ? ['Their pains, in their words:', ...bullets(pains)] : []),
    ...(brief.audience.alternatives.length ? [`What they use today: ${brief.audience.alternatives.join(', ')}`] : []),
  ];
}

function benefitPairs(brief: LandingPageBrief, facts: CanvasFacts) {
  if (brief.value.benefit_pairs.length) return brief.value.benefit_pairs;
  const pains = facts.blocks.PAIN.map(sentence);
  return facts.blocks['USERS BENEFIT'].map((benefit, i) => ({ pain: pains[i] ?? '', benefit: sentence(benefit) }));
}

function sectionLines(section: VibeSection, input: PromptInput, name: string): string[] {
  const { brief, facts, expandLevel: depth } = input;
  switch (section) {
    case 'hero': {
      const cta = brief.offer.primary_cta;
      const lines = [
        `- Headline: ${orNone(brief.content_notes.hero_override || brief.motto, `"${name}"`)}`,
        `- Subheadline: ${orNone(brief.one_liner)}`,
        `- Primary button: ${orNone(cta.label, 'a short verb-first label')}${cta.href ? ` → ${cta.href} (${cta.type})` : ''}`,
      ];
      const second = brief.offer.secondary_cta;
      if (second.label) lines.push(`- Secondary button: ${second.label}${second.href ? ` → ${second.href} (${second.type})` : ''}`);
      if (depth >= 1) lines.push(`- Visual: ${brief.assets.screenshots[0] ? `product screenshot ${brief.assets.screenshots[0]}` : 'a product illustration placeholder (no stock people)'}`);
      if (depth >= 2 && brief.assets.logo_url) lines.push(`- Logo: ${brief.assets.logo_url}`);
      return lines;
    }
    case 'features': {
      const features = brief.product.features;
      const lines = features.length
        ? features.flatMap((f) => (depth === 0 ? [`- ${f.title}`] : [`- **${f.title}**`, ...f.bullets.map((b) => `  - ${b}`)]))
        : ['- No features listed: write one card per benefit below, without claiming capabilities the founder did not state.'];
      const pairs = benefitPairs(brief, facts);
      if (depth >= 1 && pairs.length) lines.push('- Pain → benefit pairs to build the cards from:', ...pairs.map((p) => `  - ${orNone(p.pain, '—')} → ${orNone(p.benefit, '—')}`));
      if (depth >= 1 && brief.value.differentiators.length) lines.push(`- Differentiators: ${brief.value.differentiators.join('; ')}`);
      if (depth >= 2 && brief.product.architecture_bullets.length) lines.push('- How it works:', ...brief.product.architecture_bullets.map((b) => `  - ${b}`));
      if (depth >= 2 && brief.product.integrations.length) lines.push(`- Integrations strip: ${brief.product.integrations.join(', ')}`);
      return lines;
    }
    case 'pricing': {
      const plans = brief.pricing.plans;
      if (plans.length) {
        return [
          ...plans.map((p) => `- **${p.name}**${p.is_default ? ' (highlighted)' : ''}: ${orNone(p.price_text, 'price to be set')} ${p.cycle}${depth >= 1 && p.bullets.length ? ` — ${p.bullets.join('; ')}` : ''}`),
          ...(brief.pricing.notes ? [`- Notes: ${brief.pricing.notes}`] : []),
          ...(depth >= 2 && brief.ab_tests.pricing_taglines[0] ? [`- Tagline: ${brief.ab_tests.pricing_taglines[0]}`] : []),
        ];
      }
      const stated = brief.pricing.notes || facts.blocks['YOUR PROFIT'].map(sentence).join('; ');
      return stated ? [`- Pricing as the founder states it: ${stated}`, '- Show it as one clear card; do not invent other tiers or prices.'] : ['- No pricing given: show a "Contact us" card; do not invent prices.'];
    }
    case 'testimonials': {
      const v = brief.value;
      const lines = [...v.proof_quotes.map((q) => `- Quote: "${q}"`), ...(v.proof_logos.length ? [`- Logos: ${v.proof_logos.join(', ')}`] : []), ...v.proof_metrics.map((m) => `- Metric: ${m}`)];
      return lines.length ? lines : ['- No proof yet: leave a marked placeholder; never invent quotes, logos or numbers.'];
    }
    case 'faq': {
      const pairs = brief.content_notes.faq_pairs;
      const lines = pairs.map((p) => (depth === 0 ? `- ${p.q}` : `- **${p.q}** ${p.a}`));
      if (depth >= 3) {
        const drafted = benefitPairs(brief, facts).filter((p) => p.pain);
        lines.push(...drafted.map((p) => `- **How does ${name} help with ${p.pain.charAt(0).toLowerCase()}${p.pain.slice(1)}?** ${orNone(p.benefit, 'Answer from the founder’s own description.')}`));
        if (brief.legal.privacy_url || brief.compliance.badges_allowed.length) lines.push('- **Where is my data stored and who can see it?** Answer from the legal and compliance notes only.');
      }
      return lines.length ? lines : ['- No questions given: add 3 questions a first-time visitor would ask, answered only from the facts above.'];
    }
    case 'cta':
      return [
        `- Closing call to action: ${orNone(brief.offer.primary_cta.label, 'repeat the hero button')}`,
        ...(brief.offer.success_state_copy ? [`- After the click: "${brief.offer.success_state_copy}"`] : []),
      ];
    case 'footer':
      return [
        `- Company: ${orNone(brief.legal.company, name)}${brief.legal.address ? `, ${brief.legal.address}` : ''}`,
        '- Links: Privacy policy, Terms of service' + (brief.legal.dpa_url ? ', DPA' : ''),
        ...(brief.compliance.badges_allowed.length ? [`- Badges: ${brief.compliance.badges_allowed.map((b) => COMPLIANCE_BADGES[b]).join(', ')}`] : []),
      ];
  }
}

function copyLines(brief: LandingPageBrief, depth: number): string[] {
  const c = brief.constraints;
  return [
    `- Subtitle at most ${VIBE_LIMITS.subtitle} characters; motto 3 to 7 words; summary 50 to 70 words.`,
    `- Tone: ${c.tone.length ? c.tone.join(', ') : 'plain, confident, specific'}.`,
    ...(c.reading_level ? [`- Reading level: ${c.reading_level}.`] : []),
    ...(c.banned_words.length ? [`- Never use: ${c.banned_words.join(', ')}.`] : []),
    ...(depth >= 2 ? ['- No superlatives that cannot be proven; every number on the page comes from this brief.'] : []),
  ];
}

function legalLines(brief: LandingPageBrief, depth: number): string[] {
  const l = brief.legal;
  return [
    `- Privacy policy: ${orNone(l.privacy_url)}`,
    `- Terms of service: ${orNone(l.terms_url)}`,
    ...(l.dpa_url ? [`- DPA: ${l.dpa_url}`] : []),
    ...(l.data_residency_regions.length ? [`- Data residency: ${l.data_residency_regions.join(', ')}`] : []),
    ...(brief.compliance.badges_allowed.length ? [`- Allowed badges: ${brief.compliance.badges_allowed.map((b) => COMPLIANCE_BADGES[b]).join(', ')} (show no others)`] : ['- Show no compliance badges.']),
    ...(brief.compliance.certifications.length ? [`- Certifications: ${brief.compliance.certifications.join(', ')}`] : []),
    ...(depth >= 2 && l.tos_policy_nuances ? [`- Terms nuances: ${l.tos_policy_nuances}`] : []),
    ...(depth >= 2 && l.privacy_policy_nuances ? [`- Privacy nuances: ${l.privacy_policy_nuances}`] : []),
  ];
}

function analyticsLines(brief: LandingPageBrief, sections: VibeSection[]): string[] {
  const events = brief.analytics.events.length
    ? brief.analytics.events
    : ['primary_cta_click', ...(brief.offer.secondary_cta.label ? ['secondary_cta_click'] : []), ...sections.filter((s) => s === 'pricing' || s === 'faq').map((s) => `${s}_view`)];
  return [
    `- Tool: ${brief.analytics.tool === 'none' ? 'none (add data attributes so one can be plugged in later)' : brief.analytics.tool}`,
    `- Events: ${events.join(', ')}`,
    '- Load analytics only after cookie consent.',
  ];
}

function abLines(brief: LandingPageBrief): string[] {
  const a = brief.ab_tests;
  const lines = [
    ...(a.hero_headlines.length ? [`- Hero headline variants: ${a.hero_headlines.map((h) => `"${h}"`).join(' / ')}`] : []),
    ...(a.cta_labels.length ? [`- CTA label variants: ${a.cta_labels.map((h) => `"${h}"`).join(' / ')}`] : []),
    ...(a.pricing_taglines.length ? [`- Pricing tagline variants: ${a.pricing_taglines.map((h) => `"${h}"`).join(' / ')}`] : []),
  ];
  return lines.length ? lines : ['- None planned: make the hero headline and primary button label easy to swap.'];
}
