import * as z from 'zod/mini';
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

const text = (max = 500) => safeText().check(z.maxLength(max, `must be at most ${max} characters`));
const longText = () => text(5000);
const list = (max = 200, items = 50) => z.array(text(max)).check(z.maxLength(items, `at most ${items} entries`));
/** A URL field: empty means none (the client sends null). */
const url = () => z.nullable(text(2000));

export const BriefPersona = z.object({ label: text(200), company_size: z._default(text(100), ''), domain: z._default(text(200), '') });
export type BriefPersona = z.infer<typeof BriefPersona>;
export const BriefFeature = z.object({ title: text(200), bullets: z._default(list(300, 20), []) });
export const BriefBenefitPair = z.object({ pain: z._default(text(500), ''), benefit: z._default(text(500), '') });
export const BriefPlan = z.object({
  name: text(100),
  price_text: z._default(text(100), ''),
  cycle: z._default(z.enum(PLAN_CYCLES), 'monthly'),
  bullets: z._default(list(300, 20), []),
  is_default: z._default(z.boolean(), false),
});
export const BriefCta = z.object({
  label: z._default(z.nullable(text(100)), null),
  href: z._default(url(), null),
  type: z._default(z.enum(CTA_TYPES), 'link'),
});
export const BriefFaqPair = z.object({ q: text(500), a: text(2000) });

/**
 * The landing-page brief, as the modal's form holds it and as it travels (`user_inputs`). Every
 * field has a default, so `LandingPageBrief.parse({})` is the empty form. `pains`,
 * `locales_future` and the singular A/B forms are wire copies the client fills from their lists.
 */
export const LandingPageBrief = z.object({
  product_name: z._default(text(120), ''),
  motto: z._default(text(200), ''),
  one_liner: z._default(text(VIBE_LIMITS.subtitle), ''),
  summary: z._default(text(2000), ''),
  canonical_url: z._default(url(), null),
  brand: z.prefault(z.object({
    vibe_keywords: z._default(list(40, 30), []),
    palette_preset: z._default(z.enum(PALETTE_PRESETS), 'infra_pro'),
    /** Used only when `palette_preset` is custom. */
    palette: z._default(z.object({
      ink: text(40),
      surface: text(40),
      primary: text(40),
      accent: text(40),
      muted: text(40),
      warn: text(40),
    }), { ink: '', surface: '', primary: '', accent: '', muted: '', warn: '' }),
    typography: z._default(z.object({
      preset: z._default(z.enum(TYPOGRAPHY_PRESETS), 'inter_ibm_plex'),
      heading: z._default(text(100), ''),
      body: z._default(text(100), ''),
      code: z._default(text(100), ''),
    }), { preset: 'inter_ibm_plex', heading: '', body: '', code: '' }),
    icon_style: z._default(z.enum(ICON_STYLES), 'lucide_thin_outline'),
    motion: z._default(z.object({
      preset: z._default(z.enum(MOTION_PRESETS), 'subtle'),
      hero_entry: z._default(z.object({
        type: z._default(text(40), 'fade+up'),
        distance_px: z._default(z.int().check(z.minimum(0), z.maximum(400)), 24),
        duration_ms: z._default(z.int().check(z.minimum(0), z.maximum(5000)), 500),
      }), { type: 'fade+up', distance_px: 24, duration_ms: 500 }),
    }), { preset: 'subtle', hero_entry: { type: 'fade+up', distance_px: 24, duration_ms: 500 } }),
    design_system_ref: z._default(z.enum(DESIGN_SYSTEM_REFS), 'none'),
    inspirations: z._default(list(2000, 20), []),
  }), {}),
  audience: z.prefault(z.object({
    personas: z._default(z.array(BriefPersona).check(z.maxLength(20)), []),
    top_pains: z._default(list(500, 20), []),
    alternatives: z._default(list(300, 20), []),
  }), {}),
  pains: z.optional(list(500, 20)),
  product: z.prefault(z.object({
    features: z._default(z.array(BriefFeature).check(z.maxLength(30)), []),
    architecture_bullets: z._default(list(300, 30), []),
    integrations: z._default(list(200, 50), []),
  }), {}),
  value: z.prefault(z.object({
    benefit_pairs: z._default(z.array(BriefBenefitPair).check(z.maxLength(20)), []),
    differentiators: z._default(list(500, 20), []),
    proof_logos: z._default(list(200, 30), []),
    proof_quotes: z._default(list(1000, 20), []),
    proof_metrics: z._default(list(300, 20), []),
  }), {}),
  pricing: z.prefault(z.object({ plans: z._default(z.array(BriefPlan).check(z.maxLength(10)), []), notes: z._default(text(2000), '') }), {}),
  offer: z.prefault(z.object({
    primary_cta: z.prefault(BriefCta, {}),
    secondary_cta: z.prefault(BriefCta, {}),
    success_state_copy: z._default(text(500), ''),
  }), {}),
  seo: z.prefault(z.object({
    title: z._default(text(VIBE_LIMITS.seoTitle), ''),
    description: z._default(text(VIBE_LIMITS.seoDescription), ''),
    keywords: z._default(list(60, 30), []),
    canonical_url: z._default(url(), null),
  }), {}),
  legal: z.prefault(z.object({
    company: z._default(text(200), ''),
    address: z._default(text(500), ''),
    privacy_url: z._default(url(), null),
    terms_url: z._default(url(), null),
    dpa_url: z._default(url(), null),
    tos_policy_nuances: z._default(longText(), ''),
    privacy_policy_nuances: z._default(longText(), ''),
    data_residency_regions: z._default(list(100, 20), []),
  }), {}),
  compliance: z.prefault(z.object({
    badges_allowed: z._default(z.array(ComplianceBadge).check(z.maxLength(5)), []),
    certifications: z._default(list(200, 20), []),
  }), {}),
  assets: z.prefault(z.object({
    logo_url: z._default(url(), null),
    favicon_url: z._default(url(), null),
    screenshots: z._default(list(2000, 20), []),
    og_image_text: z._default(text(200), ''),
  }), {}),
  analytics: z.prefault(z.object({ tool: z._default(z.enum(ANALYTICS_TOOLS), 'none'), events: z._default(list(100, 50), []) }), {}),
  ab_tests: z.prefault(z.object({
    hero_headlines: z._default(list(200, 10), []),
    cta_labels: z._default(list(100, 10), []),
    pricing_taglines: z._default(list(200, 10), []),
    hero_headline: z.optional(z.nullable(text(200))),
    cta_label: z.optional(z.nullable(text(100))),
    pricing_tagline: z.optional(z.nullable(text(200))),
  }), {}),
  constraints: z.prefault(z.object({
    tone: z._default(list(60, 20), []),
    reading_level: z._default(text(100), ''),
    banned_words: z._default(list(60, 100), []),
    accessibility_target: z._default(text(100), ''),
    max_lengths: z._default(z.null(), null),
  }), {}),
  i18n: z.prefault(z.object({
    default_locale: z._default(text(20), 'en'),
    future_locales: z._default(list(20, 30), []),
    locales_future: z.optional(list(20, 30)),
  }), {}),
  performance: z.prefault(z.object({
    lighthouse_target: z._default(z.int().check(z.minimum(0), z.maximum(100)), DEFAULT_LIGHTHOUSE_TARGET),
    image_policy: z._default(text(300), DEFAULT_IMAGE_POLICY),
  }), {}),
  content_notes: z.prefault(z.object({
    sections_priority: z._default(z.array(z.enum(VIBE_SECTIONS)).check(z.maxLength(7)), []),
    faq_pairs: z._default(z.array(BriefFaqPair).check(z.maxLength(30)), []),
    hero_override: z._default(text(500), ''),
  }), {}),
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
  audience: z.object({ personas: z.array(BriefPersona).check(z.maxLength(10)), top_pains: list(SUGGESTION_LIMITS.pain, 10) }),
  benefits: list(SUGGESTION_LIMITS.benefit, 10),
  security_compliance: z.object({ stance: text(SUGGESTION_LIMITS.stance), badges: z.array(ComplianceBadge).check(z.maxLength(5)) }),
  tos_draft: text(SUGGESTION_LIMITS.draft),
  privacy_policy_draft: text(SUGGESTION_LIMITS.draft),
  seo: z.object({ title: text(VIBE_LIMITS.seoTitle), description: text(VIBE_LIMITS.seoDescription), keywords: list(SUGGESTION_LIMITS.keyword, 15) }),
  /** Pricing as the founder stated it (the canvas's YOUR PROFIT); empty when unknown. */
  pricing_notes: z.optional(text(SUGGESTION_LIMITS.pricingNotes)),
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

export const VibePrepareMeta = z.extend(VibeReadiness, {
  /** How the brief was prepared: who wrote the suggestions and which canvas blocks had content. */
  prep: z.object({ source: z.enum(['executor', 'offline']), canvas_blocks: z.array(z.string()), locale: z.string() }),
});
export type VibePrepareMeta = z.infer<typeof VibePrepareMeta>;

const sessionId = safeText().check(z.minLength(1, 'Missing session id'), z.maxLength(200));
const locale = z._default(safeText().check(z.minLength(2), z.maxLength(20)), 'en');
const canvasText = z._default(safeText().check(z.maxLength(VIBE_LIMITS.canvasText, `must be at most ${VIBE_LIMITS.canvasText} characters`)), '');

/** POST /api/vibe/prepare: 1 token; 402 without tokens; 404 for a session not the caller's. */
export const VibePrepareRequest = z.object({
  session_id: sessionId,
  canvas_text: canvasText,
  user_inputs: z.prefault(LandingPageBrief, {}),
  locale,
  generate_suggestions: z._default(z.boolean(), true),
});
export type VibePrepareRequest = z.input<typeof VibePrepareRequest>;
export const VibePrepareResponse = z.object({ meta_info: VibePrepareMeta, suggestions: z.nullable(VibeSuggestions) });
export type VibePrepareResponse = z.infer<typeof VibePrepareResponse>;

/** POST /api/vibe/generate: only after a prepare for the session since its last Clear (else 409); 1 token; a stream of VibeStreamEvent. */
export const VibeGenerateRequest = z.object({
  session_id: sessionId,
  canvas_text: canvasText,
  user_inputs: z.prefault(LandingPageBrief, {}),
  expand_level: z._default(z.int().check(z.minimum(0), z.maximum(3)), DEFAULT_EXPAND_LEVEL),
  include_sections: z._default(z.array(z.enum(VIBE_SECTIONS)).check(z.minLength(1, 'choose at least one section'), z.maxLength(7)), DEFAULT_VIBE_SECTIONS),
  render_style: z._default(z.literal('markdown'), 'markdown'),
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
  motto: z.optional(text(200)),
  subtitle: z.optional(text(VIBE_LIMITS.subtitle)),
  security_badges: z.optional(z.array(ComplianceBadge).check(z.maxLength(5))),
  seo_keywords: z.optional(list(60, 30)),
});

/** POST /api/vibe/prerequisites/save. */
export const VibeSavePrerequisitesRequest = z.object({
  session_id: sessionId,
  canvas_version_id: z._default(z.nullable(safeText().check(z.maxLength(200))), null),
  user_inputs: z.prefault(LandingPageBrief, {}),
  chosen: z._default(VibeChosen, {}),
  suggestions: z._default(z.nullable(VibeSuggestions), null),
  locale,
  meta: z._default(z.object({ ui: z.enum(VIBE_UI_MARKERS) }), { ui: 'vibe_coding_modal' }),
});
export type VibeSavePrerequisitesRequest = z.input<typeof VibeSavePrerequisitesRequest>;

/** POST /api/vibe/prerequisites/save and GET /api/vibe/prerequisites/last?session_id= (404 when none). */
export const VibePrerequisitesResponse = z.object({
  chosen: VibeChosen,
  suggestions: z.nullable(VibeSuggestions),
  user_inputs: LandingPageBrief,
  /**
   * The saved brief's readiness against the session's latest canvas, once a prepare has finished in
   * the session since its last Clear (Generate is allowed from then on); null before.
   */
  readiness: z.nullable(VibeReadiness),
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
