import { LandingPageBrief, VIBE_LIMITS, VibeSuggestions, type VibeSection } from '@ideapilot/contract';
import { describe, expect, it } from 'vitest';
import { readCanvas } from './offline-canvas.ts';
import { offlinePrompt, PALETTES } from './offline-prompt.ts';
import { offlineSuggestions } from './offline-suggestions.ts';
import { readiness } from './readiness.ts';

const dental = `# Scheduling app for independent dental clinics

## Stage 1 — Simply Explained Idea

### WHO
- Independent dental clinics

### PAIN
- No-shows
- Currently they call every patient by hand

### USERS BENEFIT
- The front desk saves about five hours a week and clinics lose fewer appointments

### YOUR PROFIT
- Clinics pay 49 euros per month per location

### WHY YOU
- 8 years as a dental practice manager

### WHY NOW
Not covered yet. Why is now the right time?

### YOUR TEAM
Not covered yet. Who is building this with you?

### SECRET SAUCE
Not covered yet. What do you have that others cannot easily copy?

### PITCH
- Dentflow is the autopilot for dental front desks
`;
// Written the way a model secretary might: paragraphs, not bullets.
const translators = `# Payment platform for freelance translators

## Stage 1 — Simply Explained Idea

### WHO
Freelance translators.

### PAIN
Late invoices.
They chase agencies for 60 days.

### USERS BENEFIT
Translators get paid within 3 days instead of waiting two months.

### YOUR PROFIT
Agencies pay a 4 percent fee per invoice.

### WHY YOU
12 years as a legal translator.

### WHY NOW
Not covered yet. Why is now the right time?

### PITCH
LinguaPay gets translators paid on time.
`;

const numbers = (s: string) => new Set(s.match(/\d+/g) ?? []);
const capitalised = (s: string) => new Set(s.match(/\b[A-Z][\p{L}-]+/gu) ?? []);
const suggest = (canvas: string, brief = LandingPageBrief.parse({})) => offlineSuggestions(readCanvas(canvas), brief);

describe('offline suggestions', () => {
  it.each([
    ['dental clinics', dental, { persona: 'Independent dental clinics', pain: 'No-shows', pitch: 'Dentflow is the autopilot for dental front desks', price: '49 euros' }],
    ['translators', translators, { persona: 'Freelance translators', pain: 'Late invoices', pitch: 'LinguaPay gets translators paid on time', price: '4 percent' }],
  ])('carry the facts of the %s canvas', (_name, canvas, facts) => {
    const s = suggest(canvas);
    expect(VibeSuggestions.safeParse(s).success).toBe(true);
    expect(s.audience.personas.map((p) => p.label)).toContain(facts.persona);
    expect(s.audience.top_pains[0]).toBe(facts.pain);
    expect(s.subtitle).toBe(facts.pitch);
    expect(s.motto_options).toContain(facts.pitch);
    expect(s.pricing_notes).toContain(facts.price);
    expect(s.benefits).toHaveLength(1);
    expect(s.seo.title.length).toBeLessThanOrEqual(VIBE_LIMITS.seoTitle);
    expect(s.seo.description.length).toBeLessThanOrEqual(VIBE_LIMITS.seoDescription);
    expect(s.seo.title).toContain(readCanvas(canvas).title!);
  });

  it('hold no number and no name that is not in their canvas', () => {
    const a = JSON.stringify(suggest(dental));
    const b = JSON.stringify(suggest(translators));
    for (const [out, canvas] of [
      [a, dental],
      [b, translators],
    ] as const) {
      for (const n of numbers(out)) expect(numbers(canvas), `number ${n}`).toContain(n);
    }
    // Words in only one answer cannot come from the engine's own sentences: they must be its canvas's.
    const inA = capitalised(a);
    const inB = capitalised(b);
    for (const word of inA) if (!inB.has(word)) expect(dental, word).toContain(word);
    for (const word of inB) if (!inA.has(word)) expect(translators, word).toContain(word);
    expect(a).not.toMatch(/LinguaPay|translator/i);
    expect(b).not.toMatch(/Dentflow|dental/i);
  });

  it('claim no compliance badge the canvas does not state, and keep those it does', () => {
    expect(suggest(dental).security_compliance.badges).toEqual([]);
    const gdpr = `${dental}\n### SECRET SAUCE\n- Fully GDPR compliant and hosted on-premise.\n`;
    expect(suggest(gdpr).security_compliance.badges).toEqual(['gdpr_ready', 'on_prem']);
  });

  it('build the SEO lines on the founder’s own subtitle when there is one', () => {
    const s = suggest(dental, LandingPageBrief.parse({ product_name: 'Dentflow', one_liner: 'Fewer no-shows' }));
    expect(s.seo.title).toBe('Dentflow — Fewer no-shows');
    expect(s.seo.description).toMatch(/^Fewer no-shows\. /);
  });

  it('stay within the contract for a canvas of any length, and never cut a character in half', () => {
    const profit = Array.from({ length: 60 }, (_, i) => `- Clinics pay ${i} euros per month per location, billed yearly in advance`).join('\n');
    const pitch = `${'a'.repeat(118)}😀 and more words after it`;
    const long = `# ${'supercalifragilistic'.repeat(4)} ${'x'.repeat(6000)}\n\n### WHO\n- Dental clinics.\n\n### YOUR PROFIT\n${profit}\n\n### PITCH\n- ${pitch}\n`;
    const s = suggest(long);
    expect(VibeSuggestions.safeParse(s).error).toBeUndefined();
    expect(JSON.stringify(s)).not.toMatch(/\\ud[89a-f]/i);
    expect(s.pricing_notes).toMatch(/^Clinics pay 0 euros/);
  });

  it('stay empty for an empty canvas', () => {
    const s = suggest('');
    expect(s).toMatchObject({ motto: '', subtitle: '', benefits: [], tos_draft: '', audience: { personas: [], top_pains: [] } });
  });
});

describe('readiness', () => {
  it('needs a name, a one-liner, an audience and pains; the canvas counts as a source', () => {
    expect(readiness(LandingPageBrief.parse({}), readCanvas('')).missing_fields).toEqual(['product_name', 'one_liner', 'audience.personas', 'audience.top_pains']);
    const ready = readiness(LandingPageBrief.parse({ one_liner: 'Fewer no-shows' }), readCanvas(dental));
    expect(ready).toMatchObject({ missing_fields: [], ready_to_generate: true });
    expect(ready.recommended_fields).toContain('pricing.plans');
  });
});

describe('offline prompt', () => {
  const brief = LandingPageBrief.parse({
    product_name: 'Dentflow',
    one_liner: 'Dentflow is the autopilot for dental front desks',
    pricing: { plans: [{ name: 'Clinic', price_text: '49 EUR', bullets: ['Per location'], is_default: true }] },
    content_notes: { faq_pairs: [{ q: 'Is it hard to set up?', a: 'It takes an afternoon.' }] },
  });
  const prompt = (expandLevel: number, sections: VibeSection[] = ['hero', 'features', 'pricing', 'faq'], b = brief) =>
    offlinePrompt({ facts: readCanvas(dental), brief: b, expandLevel, sections, missing: [] });

  it('is a complete brief: brand resolved to values, sections, copy, SEO, legal, analytics, accessibility', () => {
    const text = prompt(2);
    expect(text).toMatch(/^# First prompt — Dentflow landing page/);
    for (const value of Object.values(PALETTES.infra_pro)) expect(text).toContain(value);
    expect(text).toContain('headings Inter, body IBM Plex Sans, code IBM Plex Mono');
    for (const heading of ['## Brand', '## Audience', '## Page sections (in this order)', '## Copy constraints', '## SEO', '## Legal links', '## Analytics', '## Accessibility and performance'])
      expect(text).toContain(heading);
    expect(text).toContain('**Clinic** (highlighted): 49 EUR monthly');
    expect(text).toContain('Independent dental clinics');
    expect(text).toContain('Lighthouse target: 95');
  });

  it('changes with the content depth', () => {
    const texts = [0, 1, 2, 3].map((level) => prompt(level));
    expect(new Set(texts).size).toBe(4);
    expect(texts[0]!.length).toBeLessThan(texts[3]!.length);
    expect(texts[0]).not.toContain('## Audience');
    expect(texts[0]).toContain('- Is it hard to set up?');
    expect(texts[3]).toContain('## A/B tests');
    expect(texts[3]).toContain('**How does Dentflow help with no-shows?**');
    expect(texts[2]).not.toContain('How does Dentflow help');
  });

  it('describes only the chosen sections, in the founder’s priority order', () => {
    const text = prompt(2, ['hero', 'pricing', 'footer']);
    expect(text).toContain('### 1. Hero');
    expect(text).toContain('### 2. Pricing');
    expect(text).toContain('### 3. Footer');
    expect(text).not.toContain('Features');
    const prioritised = prompt(2, ['hero', 'pricing', 'faq'], { ...brief, content_notes: { ...brief.content_notes, sections_priority: ['faq', 'hero'] } });
    expect(prioritised.indexOf('### 1. FAQ')).toBeGreaterThan(0);
    expect(prioritised).toContain('### 2. Hero');
    expect(prioritised).toContain('### 3. Pricing');
  });

  it('uses the custom palette only when the preset is custom, and never invents prices', () => {
    const custom = LandingPageBrief.parse({ ...brief, pricing: {}, brand: { palette_preset: 'custom', palette: { ink: '#111111', surface: '#fefefe', primary: '#ff0000', accent: '#00ff00', muted: '#888888', warn: '#ffaa00' } } });
    const text = prompt(1, ['pricing'], custom);
    expect(text).toContain('primary #ff0000');
    expect(text).not.toContain(PALETTES.infra_pro.primary);
    expect(text).toContain('Pricing as the founder states it: Clinics pay 49 euros per month per location');
  });
});
