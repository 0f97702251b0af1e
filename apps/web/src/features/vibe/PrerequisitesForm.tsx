import {
  ANALYTICS_TOOLS,
  COMPLIANCE_BADGES,
  COMPLIANCE_BADGE_IDS,
  CTA_TYPES,
  DESIGN_SYSTEM_REFS,
  ICON_STYLES,
  MOTION_PRESETS,
  PALETTE_PRESETS,
  PLAN_CYCLES,
  TYPOGRAPHY_PRESETS,
  VIBE_LIMITS,
  VIBE_SECTIONS,
  type BriefPersona,
  type LandingPageBrief,
  type VibeReadiness,
  type VibeSuggestions,
} from '@ideapilot/contract';
import { useFormContext, useWatch } from 'react-hook-form';
import { CheckboxGroup, EntryList, FormSection, KeywordChips, LinesField, linesOf, optionsOf, SelectField, TextField } from './form-fields.tsx';
import type { VibeForm } from './form-model.ts';
import { mergeKeywords } from './prefill.ts';

type Feature = LandingPageBrief['product']['features'][number];
type Plan = LandingPageBrief['pricing']['plans'][number];
type Pair = LandingPageBrief['value']['benefit_pairs'][number];
type Faq = LandingPageBrief['content_notes']['faq_pairs'][number];

/** The fields the readiness check names (the server's keys), as the form below shows them. */
const READINESS_LABELS: Record<string, string> = {
  product_name: 'Core › Product name',
  one_liner: 'Core › Subtitle (one-liner)',
  motto: 'Core › Motto',
  summary: 'Core › Summary',
  'brand.vibe_keywords': 'Brand › Vibe keywords',
  'audience.personas': 'Audience › Personas',
  'audience.top_pains': 'Audience › Top pains',
  'product.features': 'Product › Features',
  'value.benefit_pairs': 'Value › Pain → benefit pairs',
  'pricing.plans': 'Pricing › Plans',
  'offer.primary_cta': 'Offer & CTAs › Primary CTA',
  'seo.title': 'SEO › SEO title',
  'seo.description': 'SEO › SEO description',
  'legal.privacy_url': 'Legal › Privacy policy URL',
  'legal.terms_url': 'Legal › Terms URL',
  'content_notes.faq_pairs': 'Content Notes › FAQ',
};

/** Step 1: every part of the brief, in the order a founder thinks about a landing page. */
export function PrerequisitesForm({
  sessionId,
  onLoadCanvas,
  suggestions,
  meta,
}: {
  sessionId: string;
  onLoadCanvas(): void;
  suggestions: VibeSuggestions | null;
  meta: VibeReadiness | null;
}) {
  const { control, register } = useFormContext<VibeForm>();
  const palette = useWatch({ control, name: 'user_inputs.brand.palette_preset' });
  const typography = useWatch({ control, name: 'user_inputs.brand.typography.preset' });

  return (
    <div className="vibe-form">
      <FormSection title="API & Session">
        <div className="vibe-field">
          <label htmlFor="vibe-session-id">Session id</label>
          <input id="vibe-session-id" type="text" value={sessionId} readOnly />
        </div>
        <TextField name="locale" label="Locale" />
        <TextField name="canvas_text" label="Canvas" multiline readOnly />
        <label className="checkbox">
          <input type="checkbox" {...register('generate_suggestions')} /> Infer defaults (agent suggestions)
        </label>
        <button type="button" className="button" onClick={onLoadCanvas}>
          Load current
        </button>
      </FormSection>

      <FormSection title="Core" open>
        <TextField name="user_inputs.product_name" label="Product name" required />
        <TextField name="user_inputs.one_liner" label="Subtitle (one-liner)" max={VIBE_LIMITS.subtitle} required />
        <TextField name="user_inputs.motto" label="Motto (3 to 7 words)" />
        <TextField name="user_inputs.summary" label="Summary (50 to 70 words)" multiline />
        <TextField name="user_inputs.canonical_url" label="Canonical URL" type="url" />
      </FormSection>

      <FormSection title="Brand">
        <KeywordChips />
        <SelectField name="user_inputs.brand.palette_preset" label="Palette" options={optionsOf(PALETTE_PRESETS)} />
        {palette === 'custom' && (
          <div className="vibe-grid">
            {(['ink', 'surface', 'primary', 'accent', 'muted', 'warn'] as const).map((c) => (
              <TextField key={c} name={`user_inputs.brand.palette.${c}`} label={`Colour: ${c}`} placeholder="#1F4FD8" />
            ))}
          </div>
        )}
        <SelectField name="user_inputs.brand.typography.preset" label="Typography" options={optionsOf(TYPOGRAPHY_PRESETS)} />
        {typography === 'custom' && (
          <div className="vibe-grid">
            <TextField name="user_inputs.brand.typography.heading" label="Heading font" />
            <TextField name="user_inputs.brand.typography.body" label="Body font" />
            <TextField name="user_inputs.brand.typography.code" label="Code font" />
          </div>
        )}
        <SelectField name="user_inputs.brand.icon_style" label="Icon style" options={optionsOf(ICON_STYLES)} />
        <SelectField name="user_inputs.brand.motion.preset" label="Motion" options={optionsOf(MOTION_PRESETS)} />
        <SelectField name="user_inputs.brand.design_system_ref" label="Design system" options={optionsOf(DESIGN_SYSTEM_REFS)} />
        <LinesField name="user_inputs.brand.inspirations" label="Inspirations (URLs, one per line)" />
      </FormSection>

      <FormSection title="Audience">
        <EntryList<BriefPersona>
          name="user_inputs.audience.personas"
          title="Personas"
          inputs={[{ key: 'label', label: 'Persona' }, { key: 'company_size', label: 'Company size' }, { key: 'domain', label: 'Domain' }]}
          build={({ label = '', company_size = '', domain = '' }) => (label ? { label, company_size, domain } : null)}
          describe={(p) => [p.label, p.company_size, p.domain].filter(Boolean).join(' · ')}
          addLabel="Add persona"
        />
        <LinesField name="user_inputs.audience.top_pains" label="Top pains (one per line)" />
        <LinesField name="user_inputs.audience.alternatives" label="Alternatives" comma hint="Comma-separated" />
      </FormSection>

      <FormSection title="Product">
        <EntryList<Feature>
          name="user_inputs.product.features"
          title="Features"
          inputs={[{ key: 'title', label: 'Feature' }, { key: 'bullets', label: 'Bullets (one per line)', multiline: true }]}
          build={({ title, bullets }) => (title ? { title, bullets: linesOf(bullets) } : null)}
          describe={(f) => f.title}
          addLabel="Add feature"
        />
        <LinesField name="user_inputs.product.architecture_bullets" label="Architecture (one per line)" />
        <LinesField name="user_inputs.product.integrations" label="Integrations" comma hint="Comma-separated" />
      </FormSection>

      <FormSection title="Value">
        <EntryList<Pair>
          name="user_inputs.value.benefit_pairs"
          title="Pain → benefit pairs"
          inputs={[{ key: 'pain', label: 'Pain' }, { key: 'benefit', label: 'Benefit' }]}
          build={({ pain = '', benefit = '' }) => (pain || benefit ? { pain, benefit } : null)}
          describe={(p) => `${p.pain || '—'} → ${p.benefit || '—'}`}
          addLabel="Add pair"
        />
        <LinesField name="user_inputs.value.differentiators" label="Differentiators (one per line)" />
        <LinesField name="user_inputs.value.proof_logos" label="Proof logos" comma hint="Comma-separated" />
        <LinesField name="user_inputs.value.proof_quotes" label="Proof quotes (one per line)" />
        <LinesField name="user_inputs.value.proof_metrics" label="Proof metrics (one per line)" />
      </FormSection>

      <FormSection title="Pricing">
        <EntryList<Plan>
          name="user_inputs.pricing.plans"
          title="Plans"
          inputs={[
            { key: 'name', label: 'Plan name' },
            { key: 'price_text', label: 'Price' },
            { key: 'cycle', label: 'Cycle', options: optionsOf(PLAN_CYCLES) },
            { key: 'bullets', label: 'Bullets (one per line)', multiline: true },
          ]}
          build={({ name, price_text = '', cycle, bullets }, index) =>
            name ? { name, price_text, cycle: cycle as Plan['cycle'], bullets: linesOf(bullets), is_default: index === 0 } : null
          }
          describe={(p) => `${p.name}${p.price_text ? ` — ${p.price_text}` : ''} (${p.cycle})${p.is_default ? ', default' : ''}`}
          addLabel="Add plan"
        />
        <TextField name="user_inputs.pricing.notes" label="Pricing notes" multiline />
      </FormSection>

      <FormSection title="Offer & CTAs">
        <div className="vibe-grid">
          <TextField name="user_inputs.offer.primary_cta.label" label="Primary CTA label" />
          <TextField name="user_inputs.offer.primary_cta.href" label="Primary CTA link" />
          <SelectField name="user_inputs.offer.primary_cta.type" label="Primary CTA type" options={optionsOf(CTA_TYPES)} />
          <TextField name="user_inputs.offer.secondary_cta.label" label="Secondary CTA label" />
          <TextField name="user_inputs.offer.secondary_cta.href" label="Secondary CTA link" />
          <SelectField name="user_inputs.offer.secondary_cta.type" label="Secondary CTA type" options={optionsOf(CTA_TYPES)} />
        </div>
        <TextField name="user_inputs.offer.success_state_copy" label="Success state copy" />
      </FormSection>

      <FormSection title="SEO">
        <TextField name="user_inputs.seo.title" label="SEO title" max={VIBE_LIMITS.seoTitle} />
        <TextField name="user_inputs.seo.description" label="SEO description" max={VIBE_LIMITS.seoDescription} multiline />
        <LinesField name="user_inputs.seo.keywords" label="SEO keywords" comma hint="Comma-separated" />
        <TextField name="user_inputs.seo.canonical_url" label="SEO canonical URL" type="url" />
      </FormSection>

      <FormSection title="Legal">
        <div className="vibe-grid">
          <TextField name="user_inputs.legal.company" label="Company" />
          <TextField name="user_inputs.legal.address" label="Address" />
          <TextField name="user_inputs.legal.privacy_url" label="Privacy policy URL" type="url" />
          <TextField name="user_inputs.legal.terms_url" label="Terms URL" type="url" />
          <TextField name="user_inputs.legal.dpa_url" label="DPA URL" type="url" />
        </div>
        <TextField name="user_inputs.legal.tos_policy_nuances" label="Terms nuances" multiline />
        <TextField name="user_inputs.legal.privacy_policy_nuances" label="Privacy nuances" multiline />
        <LinesField name="user_inputs.legal.data_residency_regions" label="Data residency regions" comma hint="Comma-separated" />
      </FormSection>

      <FormSection title="Compliance">
        <CheckboxGroup name="user_inputs.compliance.badges_allowed" legend="Badges allowed" values={COMPLIANCE_BADGE_IDS} labelOf={(b) => COMPLIANCE_BADGES[b]} />
        <LinesField name="user_inputs.compliance.certifications" label="Certifications" comma hint="Comma-separated" />
      </FormSection>

      <FormSection title="Assets">
        <TextField name="user_inputs.assets.logo_url" label="Logo URL" type="url" />
        <TextField name="user_inputs.assets.favicon_url" label="Favicon URL" type="url" />
        <LinesField name="user_inputs.assets.screenshots" label="Screenshots (URLs, one per line)" />
        <TextField name="user_inputs.assets.og_image_text" label="Open Graph image text" />
      </FormSection>

      <FormSection title="Analytics">
        <SelectField name="user_inputs.analytics.tool" label="Analytics tool" options={optionsOf(ANALYTICS_TOOLS)} />
        <LinesField name="user_inputs.analytics.events" label="Events" comma hint="Comma-separated" />
      </FormSection>

      <FormSection title="A/B Tests">
        <LinesField name="user_inputs.ab_tests.hero_headlines" label="Hero headlines (one per line)" />
        <LinesField name="user_inputs.ab_tests.cta_labels" label="CTA labels (one per line)" />
        <LinesField name="user_inputs.ab_tests.pricing_taglines" label="Pricing taglines (one per line)" />
      </FormSection>

      <FormSection title="Constraints">
        <LinesField name="user_inputs.constraints.tone" label="Tone" comma hint="Comma-separated" />
        <TextField name="user_inputs.constraints.reading_level" label="Reading level" />
        <LinesField name="user_inputs.constraints.banned_words" label="Banned words" comma hint="Comma-separated" />
        <TextField name="user_inputs.constraints.accessibility_target" label="Accessibility target" />
      </FormSection>

      <FormSection title="i18n & Performance">
        <TextField name="user_inputs.i18n.default_locale" label="Default locale" />
        <LinesField name="user_inputs.i18n.future_locales" label="Future locales" comma hint="Comma-separated" />
        <TextField name="user_inputs.performance.lighthouse_target" label="Lighthouse target (0–100)" type="number" />
        <TextField name="user_inputs.performance.image_policy" label="Image policy" />
      </FormSection>

      <FormSection title="Content Notes">
        <CheckboxGroup name="user_inputs.content_notes.sections_priority" legend="Sections priority" values={VIBE_SECTIONS} />
        <LinesField<Faq>
          name="user_inputs.content_notes.faq_pairs"
          label="FAQ (one per line: question:::answer)"
          toItem={(line) => {
            const [q = '', ...rest] = line.split(':::');
            return q.trim() ? { q: q.trim(), a: rest.join(':::').trim() } : null;
          }}
          toLine={(f) => `${f.q}:::${f.a}`}
        />
        <TextField name="user_inputs.content_notes.hero_override" label="Hero override" />
      </FormSection>

      <FormSection title="Agent Suggestions" open={suggestions !== null}>
        {suggestions ? <SuggestionsView suggestions={suggestions} /> : <p className="vibe-hint">Run Auto-fill &amp; Suggest to get suggestions from your canvas.</p>}
      </FormSection>

      <FormSection title="Readiness" open={meta !== null}>
        {meta ? (
          <>
            <p>{meta.ready_to_generate ? 'Everything the generator needs is there.' : 'The generator will use placeholders for:'}</p>
            {meta.missing_fields.length > 0 && <FieldList title="Missing" fields={meta.missing_fields} />}
            {meta.recommended_fields.length > 0 && <FieldList title="Recommended" fields={meta.recommended_fields} />}
          </>
        ) : (
          <p className="vibe-hint">Not prepared yet.</p>
        )}
      </FormSection>
    </div>
  );
}

function FieldList({ title, fields }: { title: string; fields: string[] }) {
  return (
    <div className="vibe-field-list">
      <span className="vibe-label">{title}</span>
      <ul>
        {fields.map((f) => (
          <li key={f}>{READINESS_LABELS[f] ?? f}</li>
        ))}
      </ul>
    </div>
  );
}

/** The suggestions, each usable on its own; the prefill already took them into empty fields. */
function SuggestionsView({ suggestions: s }: { suggestions: VibeSuggestions }) {
  const { setValue, getValues } = useFormContext<VibeForm>();
  const use = (name: 'user_inputs.motto' | 'user_inputs.one_liner', value: string) => setValue(name, value, { shouldDirty: true, shouldValidate: true });
  const options = (title: string, values: string[], name: 'user_inputs.motto' | 'user_inputs.one_liner') =>
    values.length > 0 && (
      <div className="vibe-field-list">
        <span className="vibe-label">{title}</span>
        <ul>
          {values.map((v) => (
            <li key={v}>
              <span>{v}</span>
              <button type="button" className="button button--soft" aria-label={`Use ${title.toLowerCase()}: ${v}`} onClick={() => use(name, v)}>
                Use
              </button>
            </li>
          ))}
        </ul>
      </div>
    );
  return (
    <>
      {options('Motto', [s.motto, ...s.motto_options].filter((v, i, all) => v && all.indexOf(v) === i), 'user_inputs.motto')}
      {options('Subtitle', [s.subtitle, ...s.subtitle_options].filter((v, i, all) => v && all.indexOf(v) === i), 'user_inputs.one_liner')}
      {s.seo.keywords.length > 0 && (
        <div className="vibe-inline">
          <span>SEO keywords: {s.seo.keywords.join(', ')}</span>
          <button
            type="button"
            className="button button--soft"
            onClick={() => setValue('user_inputs.seo.keywords', mergeKeywords(getValues('user_inputs.seo.keywords'), s.seo.keywords), { shouldDirty: true })}
          >
            Add keywords
          </button>
        </div>
      )}
      <p>
        <strong>Security &amp; compliance:</strong> {s.security_compliance.stance}
      </p>
      {s.tos_draft && (
        <details>
          <summary>Terms of Service draft</summary>
          <pre className="vibe-draft">{s.tos_draft}</pre>
        </details>
      )}
      {s.privacy_policy_draft && (
        <details>
          <summary>Privacy policy draft</summary>
          <pre className="vibe-draft">{s.privacy_policy_draft}</pre>
        </details>
      )}
    </>
  );
}
