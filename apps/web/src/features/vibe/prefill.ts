import { ComplianceBadge, type LandingPageBrief, type VibeSuggestions } from '@ideapilot/contract';

const empty = (s: string | null | undefined) => !s || !s.trim();

/**
 * The brief with suggestions filled into its empty fields only; nothing the founder wrote is
 * overwritten. Pains and benefits pair up by position; only the known compliance badges pass.
 */
export function prefillBrief(brief: LandingPageBrief, s: VibeSuggestions): LandingPageBrief {
  const pains = brief.audience.top_pains.length ? brief.audience.top_pains : s.audience.top_pains;
  const pairs = Array.from({ length: Math.max(pains.length, s.benefits.length) }, (_, i) => ({ pain: pains[i] ?? '', benefit: s.benefits[i] ?? '' }));
  const badges = s.security_compliance.badges.filter((b) => ComplianceBadge.safeParse(b).success);
  return {
    ...brief,
    motto: empty(brief.motto) ? s.motto : brief.motto,
    one_liner: empty(brief.one_liner) ? s.subtitle : brief.one_liner,
    audience: {
      ...brief.audience,
      personas: brief.audience.personas.length ? brief.audience.personas : s.audience.personas,
      top_pains: pains,
    },
    value: { ...brief.value, benefit_pairs: brief.value.benefit_pairs.length ? brief.value.benefit_pairs : pairs.filter((p) => p.pain || p.benefit) },
    pricing: { ...brief.pricing, notes: empty(brief.pricing.notes) ? (s.pricing_notes ?? '') : brief.pricing.notes },
    compliance: { ...brief.compliance, badges_allowed: brief.compliance.badges_allowed.length ? brief.compliance.badges_allowed : badges },
    seo: {
      ...brief.seo,
      title: empty(brief.seo.title) ? s.seo.title : brief.seo.title,
      description: empty(brief.seo.description) ? s.seo.description : brief.seo.description,
      keywords: mergeKeywords(brief.seo.keywords, s.seo.keywords),
    },
  };
}

/** Adds keywords not already present (case-insensitive), keeping the founder's first. */
export function mergeKeywords(current: string[], added: string[]): string[] {
  const seen = new Set(current.map((k) => k.toLowerCase()));
  const out = [...current];
  for (const k of added.map((a) => a.trim()).filter(Boolean)) {
    if (!seen.has(k.toLowerCase())) {
      seen.add(k.toLowerCase());
      out.push(k);
    }
  }
  return out;
}
