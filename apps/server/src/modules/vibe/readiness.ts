import type { LandingPageBrief } from '@ideapilot/contract';
import type { CanvasFacts } from './offline-canvas.ts';

type Rule = [field: string, has: (brief: LandingPageBrief, facts: CanvasFacts) => boolean];
const filled = (s: string | null | undefined) => Boolean(s && s.trim());

/** What the generator cannot write a useful prompt without (the canvas counts as a source). */
const REQUIRED: Rule[] = [
  ['product_name', (b, f) => filled(b.product_name) || filled(f.title)],
  ['one_liner', (b) => filled(b.one_liner)],
  ['audience.personas', (b, f) => b.audience.personas.length > 0 || f.blocks.WHO.length > 0],
  ['audience.top_pains', (b, f) => b.audience.top_pains.length > 0 || f.blocks.PAIN.length > 0],
];

/** What makes the prompt better. */
const RECOMMENDED: Rule[] = [
  ['motto', (b) => filled(b.motto)],
  ['summary', (b) => filled(b.summary)],
  ['brand.vibe_keywords', (b) => b.brand.vibe_keywords.length > 0],
  ['product.features', (b) => b.product.features.length > 0],
  ['value.benefit_pairs', (b, f) => b.value.benefit_pairs.length > 0 || f.blocks['USERS BENEFIT'].length > 0],
  ['pricing.plans', (b) => b.pricing.plans.length > 0],
  ['offer.primary_cta', (b) => filled(b.offer.primary_cta.label)],
  ['seo.title', (b) => filled(b.seo.title)],
  ['seo.description', (b) => filled(b.seo.description)],
  ['legal.privacy_url', (b) => filled(b.legal.privacy_url)],
  ['legal.terms_url', (b) => filled(b.legal.terms_url)],
  ['content_notes.faq_pairs', (b) => b.content_notes.faq_pairs.length > 0],
];

export function readiness(brief: LandingPageBrief, facts: CanvasFacts) {
  const missing = REQUIRED.filter(([, has]) => !has(brief, facts)).map(([field]) => field);
  const recommended = RECOMMENDED.filter(([, has]) => !has(brief, facts)).map(([field]) => field);
  return { missing_fields: missing, recommended_fields: recommended, ready_to_generate: missing.length === 0 };
}
