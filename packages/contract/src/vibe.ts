import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { text as safeText } from './values.ts';

/** Landing-page "first prompt" (Vibe Coding): the brief, its options and the calls under /api/vibe. */

export const VIBE_LIMITS = { subtitle: 120, seoTitle: 60, seoDescription: 155, canvasText: 50_000 } as const;
/** The longest each suggestion may be, in characters (`keyword`: each keyword). */
export const SUGGESTION_LIMITS = { motto: 200, persona: 200, pain: 500, benefit: 500, stance: 1000, draft: 5000, keyword: 60, pricingNotes: 2000 } as const;

export const CONTENT_DEPTHS = [
  { level: 0, label: 'Minimal' },
  { level: 1, label: 'Lean' },
  { level: 2, label: 'Default' },
  { level: 3, label: 'Verbose with FAQs' },
] as const;
export const DEFAULT_EXPAND_LEVEL = 2;

export const VIBE_SECTIONS = ['hero', 'features', 'pricing', 'testimonials', 'faq', 'cta', 'footer'] as const;
export type VibeSection = (typeof VIBE_SECTIONS)[number];
export const DEFAULT_VIBE_SECTIONS: VibeSection[] = ['hero', 'features', 'pricing', 'faq'];

export const PALETTE_PRESETS = ['infra_pro', 'eu_gov_clean', 'founder_friendly', 'custom'] as const;
export const TYPOGRAPHY_PRESETS = ['inter_ibm_plex', 'satoshi_inter', 'custom'] as const;
export const ICON_STYLES = ['lucide_thin_outline', 'stroke_2px_outline', 'duotone', 'custom'] as const;
export const MOTION_PRESETS = ['quiet', 'subtle', 'expressive', 'custom'] as const;
export const DESIGN_SYSTEM_REFS = ['none', 'govuk', 'material3', 'carbon'] as const;
export const PLAN_CYCLES = ['monthly', 'yearly', 'custom'] as const;
export const CTA_TYPES = ['link', 'mailto', 'calendly', 'download'] as const;
export const ANALYTICS_TOOLS = ['none', 'plausible', 'posthog', 'ga4'] as const;
export const VIBE_KEYWORDS = ['clean', 'technical', 'trust', 'EU-compliant', 'modern', 'minimal', 'professional', 'enterprise', 'startup', 'innovative', 'secure', 'fast'] as const;
export const COMPLIANCE_BADGES = {
  on_prem: 'On-prem',
  gdpr_ready: 'GDPR Ready',
  soc2_friendly: 'SOC2 Friendly',
  iso_27001: 'ISO 27001',
  dpa_available: 'DPA Available',
} as const;
export const COMPLIANCE_BADGE_IDS = Object.keys(COMPLIANCE_BADGES) as (keyof typeof COMPLIANCE_BADGES)[];
export const ComplianceBadge = z.enum(COMPLIANCE_BADGE_IDS as [keyof typeof COMPLIANCE_BADGES, ...(keyof typeof COMPLIANCE_BADGES)[]]);
export type ComplianceBadge = z.infer<typeof ComplianceBadge>;
export const DEFAULT_IMAGE_POLICY = 'WebP preferred; hero < 200KB';
export const DEFAULT_LIGHTHOUSE_TARGET = 95;
export const VIBE_UI_MARKERS = ['vibe_coding_modal', 'vibe_coding_mobile'] as const;

const text = (max = 500) => safeText().max(max, `must be at most ${max} characters`);
const longText = () => text(5000);
const list = (max = 200, items = 50) => z.array(text(max)).max(items, `at most ${items} entries`);
/** A URL field: empty means none (the client sends null). */
const url = () => text(2000).nullable();

export const BriefPersona = z.object({ label: text(200), company_size: text(100).default(''), domain: text(200).default('') });
export type BriefPersona = z.infer<typeof BriefPersona>;
export const BriefFeature = z.object({ title: text(200), bullets: list(300, 20).default([]) });
export const BriefBenefitPair = z.object({ pain: text(500).default(''), benefit: text(500).default('') });
export const BriefPlan = z.object({
  name: text(100),
  price_text: text(100).default(''),
  cycle: z.enum(PLAN_CYCLES).default('monthly'),
  bullets: list(300, 20).default([]),
  is_default: z.boolean().default(false),
});
export const BriefCta = z.object({ label: text(100).nullable().default(null), href: url().default(null), type: z.enum(CTA_TYPES).default('link') });
export const BriefFaqPair = z.object({ q: text(500), a: text(2000) });

/**
 * The landing-page brief, as the modal's form holds it and as it travels (`user_inputs`). Every
 * field has a default, so `LandingPageBrief.parse({})` is the empty form. `pains`,
 * `locales_future` and the singular A/B forms are wire copies the client fills from their lists.
 */
export const LandingPageBrief = z.object({
  product_name: text(120).default(''),
  motto: text(200).default(''),
  one_liner: text(VIBE_LIMITS.subtitle).default(''),
  summary: text(2000).default(''),
  canonical_url: url().default(null),
  brand: z
    .object({
      vibe_keywords: list(40, 30).default([]),
      palette_preset: z.enum(PALETTE_PRESETS).default('infra_pro'),
      /** Used only when `palette_preset` is custom. */
      palette: z
        .object({ ink: text(40), surface: text(40), primary: text(40), accent: text(40), muted: text(40), warn: text(40) })
        .default({ ink: '', surface: '', primary: '', accent: '', muted: '', warn: '' }),
      typography: z
        .object({ preset: z.enum(TYPOGRAPHY_PRESETS).default('inter_ibm_plex'), heading: text(100).default(''), body: text(100).default(''), code: text(100).default('') })
        .default({ preset: 'inter_ibm_plex', heading: '', body: '', code: '' }),
      icon_style: z.enum(ICON_STYLES).default('lucide_thin_outline'),
      motion: z
        .object({
          preset: z.enum(MOTION_PRESETS).default('subtle'),
          hero_entry: z
            .object({ type: text(40).default('fade+up'), distance_px: z.number().int().min(0).max(400).default(24), duration_ms: z.number().int().min(0).max(5000).default(500) })
            .default({ type: 'fade+up', distance_px: 24, duration_ms: 500 }),
        })
        .default({ preset: 'subtle', hero_entry: { type: 'fade+up', distance_px: 24, duration_ms: 500 } }),
      design_system_ref: z.enum(DESIGN_SYSTEM_REFS).default('none'),
      inspirations: list(2000, 20).default([]),
    })
    .prefault({}),
  audience: z
    .object({ personas: z.array(BriefPersona).max(20).default([]), top_pains: list(500, 20).default([]), alternatives: list(300, 20).default([]) })
    .prefault({}),
  pains: list(500, 20).optional(),
  product: z
    .object({ features: z.array(BriefFeature).max(30).default([]), architecture_bullets: list(300, 30).default([]), integrations: list(200, 50).default([]) })
    .prefault({}),
  value: z
    .object({
      benefit_pairs: z.array(BriefBenefitPair).max(20).default([]),
      differentiators: list(500, 20).default([]),
      proof_logos: list(200, 30).default([]),
      proof_quotes: list(1000, 20).default([]),
      proof_metrics: list(300, 20).default([]),
    })
    .prefault({}),
  pricing: z.object({ plans: z.array(BriefPlan).max(10).default([]), notes: text(2000).default('') }).prefault({}),
  offer: z
    .object({ primary_cta: BriefCta.prefault({}), secondary_cta: BriefCta.prefault({}), success_state_copy: text(500).default('') })
    .prefault({}),
  seo: z
    .object({
      title: text(VIBE_LIMITS.seoTitle).default(''),
      description: text(VIBE_LIMITS.seoDescription).default(''),
      keywords: list(60, 30).default([]),
      canonical_url: url().default(null),
    })
    .prefault({}),
  legal: z
    .object({
      company: text(200).default(''),
      address: text(500).default(''),
      privacy_url: url().default(null),
      terms_url: url().default(null),
      dpa_url: url().default(null),
      tos_policy_nuances: longText().default(''),
      privacy_policy_nuances: longText().default(''),
      data_residency_regions: list(100, 20).default([]),
    })
    .prefault({}),
  compliance: z.object({ badges_allowed: z.array(ComplianceBadge).max(5).default([]), certifications: list(200, 20).default([]) }).prefault({}),
  assets: z
    .object({ logo_url: url().default(null), favicon_url: url().default(null), screenshots: list(2000, 20).default([]), og_image_text: text(200).default('') })
    .prefault({}),
  analytics: z.object({ tool: z.enum(ANALYTICS_TOOLS).default('none'), events: list(100, 50).default([]) }).prefault({}),
  ab_tests: z
    .object({
      hero_headlines: list(200, 10).default([]),
      cta_labels: list(100, 10).default([]),
      pricing_taglines: list(200, 10).default([]),
      hero_headline: text(200).nullable().optional(),
      cta_label: text(100).nullable().optional(),
      pricing_tagline: text(200).nullable().optional(),
    })
    .prefault({}),
  constraints: z
    .object({
      tone: list(60, 20).default([]),
      reading_level: text(100).default(''),
      banned_words: list(60, 100).default([]),
      accessibility_target: text(100).default(''),
      max_lengths: z.null().default(null),
    })
    .prefault({}),
  i18n: z.object({ default_locale: text(20).default('en'), future_locales: list(20, 30).default([]), locales_future: list(20, 30).optional() }).prefault({}),
  performance: z
    .object({ lighthouse_target: z.number().int().min(0).max(100).default(DEFAULT_LIGHTHOUSE_TARGET), image_policy: text(300).default(DEFAULT_IMAGE_POLICY) })
    .prefault({}),
  content_notes: z
    .object({ sections_priority: z.array(z.enum(VIBE_SECTIONS)).max(7).default([]), faq_pairs: z.array(BriefFaqPair).max(30).default([]), hero_override: text(500).default('') })
    .prefault({}),
});
/** The brief with every default filled in (what the form and the server work with). */
export type LandingPageBrief = z.output<typeof LandingPageBrief>;

export const emptyBrief = (): LandingPageBrief => LandingPageBrief.parse({});

/** The brief as the client sends it: empty URLs null, blank list entries dropped, wire copies filled. */
export function briefForWire(brief: LandingPageBrief): LandingPageBrief {
  const nullIfBlank = (v: string | null) => (v && v.trim() ? v.trim() : null);
  const clean = (items: string[]) => items.map((s) => s.trim()).filter(Boolean);
  const cta = (c: LandingPageBrief['offer']['primary_cta']) => ({ label: nullIfBlank(c.label), href: nullIfBlank(c.href), type: c.type ?? 'link' });
  return {
    ...brief,
    canonical_url: nullIfBlank(brief.canonical_url),
    brand: { ...brief.brand, inspirations: clean(brief.brand.inspirations) },
    pains: brief.audience.top_pains,
    offer: { ...brief.offer, primary_cta: cta(brief.offer.primary_cta), secondary_cta: cta(brief.offer.secondary_cta) },
    seo: { ...brief.seo, canonical_url: nullIfBlank(brief.seo.canonical_url) },
    legal: { ...brief.legal, privacy_url: nullIfBlank(brief.legal.privacy_url), terms_url: nullIfBlank(brief.legal.terms_url), dpa_url: nullIfBlank(brief.legal.dpa_url) },
    assets: { ...brief.assets, logo_url: nullIfBlank(brief.assets.logo_url), favicon_url: nullIfBlank(brief.assets.favicon_url), screenshots: clean(brief.assets.screenshots) },
    ab_tests: {
      ...brief.ab_tests,
      hero_headline: brief.ab_tests.hero_headlines[0] ?? null,
      cta_label: brief.ab_tests.cta_labels[0] ?? null,
      pricing_tagline: brief.ab_tests.pricing_taglines[0] ?? null,
    },
    constraints: { ...brief.constraints, max_lengths: null },
    i18n: { ...brief.i18n, locales_future: brief.i18n.future_locales },
  };
}

/** What the executor (or the offline engine) proposes; the modal fills only empty fields with it. */
export const VibeSuggestions = z.object({
  motto: text(SUGGESTION_LIMITS.motto),
  motto_options: list(SUGGESTION_LIMITS.motto, 10),
  subtitle: text(VIBE_LIMITS.subtitle),
  subtitle_options: list(VIBE_LIMITS.subtitle, 10),
  audience: z.object({ personas: z.array(BriefPersona).max(10), top_pains: list(SUGGESTION_LIMITS.pain, 10) }),
  benefits: list(SUGGESTION_LIMITS.benefit, 10),
  security_compliance: z.object({ stance: text(SUGGESTION_LIMITS.stance), badges: z.array(ComplianceBadge).max(5) }),
  tos_draft: text(SUGGESTION_LIMITS.draft),
  privacy_policy_draft: text(SUGGESTION_LIMITS.draft),
  seo: z.object({ title: text(VIBE_LIMITS.seoTitle), description: text(VIBE_LIMITS.seoDescription), keywords: list(SUGGESTION_LIMITS.keyword, 15) }),
  /** Pricing as the founder stated it (the canvas's YOUR PROFIT); empty when unknown. */
  pricing_notes: text(SUGGESTION_LIMITS.pricingNotes).optional(),
});
export type VibeSuggestions = z.infer<typeof VibeSuggestions>;

/** How ready a brief is for the generator, with the session's canvas as a source. */
export const VibeReadiness = z.object({
  /** What the generator needs and the brief lacks. */
  missing_fields: z.array(z.string()),
  /** What would improve the prompt. */
  recommended_fields: z.array(z.string()),
  ready_to_generate: z.boolean(),
});
export type VibeReadiness = z.infer<typeof VibeReadiness>;

export const VibePrepareMeta = VibeReadiness.extend({
  /** How the brief was prepared: who wrote the suggestions and which canvas blocks had content. */
  prep: z.object({ source: z.enum(['executor', 'offline']), canvas_blocks: z.array(z.string()), locale: z.string() }),
});
export type VibePrepareMeta = z.infer<typeof VibePrepareMeta>;

const sessionId = safeText().min(1, 'Missing session id').max(200);
const locale = safeText().min(2).max(20).default('en');
const canvasText = safeText().max(VIBE_LIMITS.canvasText, `must be at most ${VIBE_LIMITS.canvasText} characters`).default('');

/** POST /api/vibe/prepare: 1 token; 402 without tokens; 404 for a session not the caller's. */
export const VibePrepareRequest = z.object({
  session_id: sessionId,
  canvas_text: canvasText,
  user_inputs: LandingPageBrief.prefault({}),
  locale,
  generate_suggestions: z.boolean().default(true),
});
export type VibePrepareRequest = z.input<typeof VibePrepareRequest>;
export const VibePrepareResponse = z.object({ meta_info: VibePrepareMeta, suggestions: VibeSuggestions.nullable() });
export type VibePrepareResponse = z.infer<typeof VibePrepareResponse>;

/** POST /api/vibe/generate: only after a prepare for the session since its last Clear (else 409); 1 token; a stream of VibeStreamEvent. */
export const VibeGenerateRequest = z.object({
  session_id: sessionId,
  canvas_text: canvasText,
  user_inputs: LandingPageBrief.prefault({}),
  expand_level: z.number().int().min(0).max(3).default(DEFAULT_EXPAND_LEVEL),
  include_sections: z.array(z.enum(VIBE_SECTIONS)).min(1, 'choose at least one section').max(7).default(DEFAULT_VIBE_SECTIONS),
  render_style: z.literal('markdown').default('markdown'),
  confirm_generation: z.literal(true, 'confirm_generation must be true'),
});
export type VibeGenerateRequest = z.input<typeof VibeGenerateRequest>;

/** One `data:` line of the generate stream. */
export const VibeStreamEvent = z.union([
  z.object({ text: z.string() }),
  z.object({ meta_info: z.object({ event: z.literal('generation_complete'), run_id: z.string() }) }),
  z.object({ meta_info: z.object({ event: z.literal('error') }), detail: z.string() }),
]);
export type VibeStreamEvent = z.infer<typeof VibeStreamEvent>;
export const VibeStreamError = {
  generationFailed: 'Failed to generate. Please try again.',
  serverRestarting: 'The server restarted before this finished. Please try again.',
} as const;

export const VibeChosen = z.object({
  motto: text(200).optional(),
  subtitle: text(VIBE_LIMITS.subtitle).optional(),
  security_badges: z.array(ComplianceBadge).max(5).optional(),
  seo_keywords: list(60, 30).optional(),
});

/** POST /api/vibe/prerequisites/save. */
export const VibeSavePrerequisitesRequest = z.object({
  session_id: sessionId,
  canvas_version_id: safeText().max(200).nullable().default(null),
  user_inputs: LandingPageBrief.prefault({}),
  chosen: VibeChosen.default({}),
  suggestions: VibeSuggestions.nullable().default(null),
  locale,
  meta: z.object({ ui: z.enum(VIBE_UI_MARKERS) }).default({ ui: 'vibe_coding_modal' }),
});
export type VibeSavePrerequisitesRequest = z.input<typeof VibeSavePrerequisitesRequest>;

/** POST /api/vibe/prerequisites/save and GET /api/vibe/prerequisites/last?session_id= (404 when none). */
export const VibePrerequisitesResponse = z.object({
  chosen: VibeChosen,
  suggestions: VibeSuggestions.nullable(),
  user_inputs: LandingPageBrief,
  /**
   * The saved brief's readiness against the session's latest canvas, once a prepare has finished in
   * the session since its last Clear (Generate is allowed from then on); null before.
   */
  readiness: VibeReadiness.nullable(),
});
export type VibePrerequisitesResponse = z.infer<typeof VibePrerequisitesResponse>;

export const VibeSessionQuery = z.object({ session_id: sessionId });

/**
 * POST /api/vibe/clear: the modal's Clear. Forgets the session's saved brief and every prepare
 * started so far, so the modal opens 'Not started' and Generate needs a new prepare (409 before);
 * the prompts generated so far stay, marked `cleared`.
 */
export const VibeClearRequest = z.object({ session_id: sessionId });
export type VibeClearRequest = z.input<typeof VibeClearRequest>;

/** GET /api/vibe/prompt/last?session_id= (404 when none). */
export const VibeLastPromptResponse = z.object({
  id: z.string(),
  session_id: z.string(),
  text: z.string(),
  created_at: z.string(),
  /** Generated before the modal's last Clear: the modal offers it ('Found a previous generation') but opens with the output empty. */
  cleared: z.boolean(),
});
export type VibeLastPromptResponse = z.infer<typeof VibeLastPromptResponse>;

const vibeCall = { access: 'user' } as const;
/** Spends a token or keeps the founder's brief for a model: only after the policies are accepted. */
const vibeWork = { access: 'consented' } as const;

export const vibeEndpoints = {
  vibePrepare: endpoint({
    ...vibeWork,
    method: 'POST',
    path: '/api/vibe/prepare',
    summary: 'Check a landing-page brief and suggest what is missing (1 token)',
    body: VibePrepareRequest,
    status: 200,
    response: VibePrepareResponse,
    errors: ['session_not_found', 'out_of_tokens', 'rate_limited', 'vibe_prepare_failed'],
  }),
  vibeGenerate: endpoint({
    ...vibeWork,
    method: 'POST',
    path: '/api/vibe/generate',
    summary: 'Stream the first prompt for a landing-page generator (1 token)',
    body: VibeGenerateRequest,
    status: 200,
    stream: VibeStreamEvent,
    errors: ['session_not_found', 'out_of_tokens', 'rate_limited', 'vibe_not_prepared'],
  }),
  vibeSavePrerequisites: endpoint({
    ...vibeWork,
    method: 'POST',
    path: '/api/vibe/prerequisites/save',
    summary: "Save the brief and the chosen suggestions of a session's Vibe Coding modal",
    body: VibeSavePrerequisitesRequest,
    status: 200,
    response: VibePrerequisitesResponse,
    errors: ['session_not_found'],
  }),
  vibeLastPrerequisites: endpoint({
    ...vibeCall,
    method: 'GET',
    path: '/api/vibe/prerequisites/last',
    summary: "A session's last saved brief",
    query: VibeSessionQuery,
    status: 200,
    response: VibePrerequisitesResponse,
    errors: ['session_not_found', 'vibe_prerequisites_not_found'],
  }),
  vibeClear: endpoint({
    ...vibeCall,
    method: 'POST',
    path: '/api/vibe/clear',
    summary: "Clear a session's Vibe Coding modal: forget its saved brief and its prepares (Generate needs a new prepare)",
    body: VibeClearRequest,
    status: 204,
    errors: ['session_not_found'],
  }),
  vibeLastPrompt: endpoint({
    ...vibeCall,
    method: 'GET',
    path: '/api/vibe/prompt/last',
    summary: "A session's last generated prompt",
    query: VibeSessionQuery,
    status: 200,
    response: VibeLastPromptResponse,
    errors: ['session_not_found', 'vibe_prompt_not_found'],
  }),
};
