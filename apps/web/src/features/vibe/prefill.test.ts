import { emptyBrief, type VibeSuggestions } from '@ideapilot/contract';
import { describe, expect, it } from 'vitest';
import { mergeKeywords, prefillBrief } from './prefill.ts';

const suggestions: VibeSuggestions = {
  motto: 'Never miss a patient',
  motto_options: [],
  subtitle: 'Reminders that cut no-shows',
  subtitle_options: [],
  audience: { personas: [{ label: 'Clinic managers', company_size: '', domain: '' }], top_pains: ['No-shows', 'Phone calls'] },
  benefits: ['Fewer empty chairs', 'Hours saved', 'Happier patients'],
  security_compliance: { stance: '', badges: ['gdpr_ready', 'fedramp' as never] },
  tos_draft: '',
  privacy_policy_draft: '',
  seo: { title: 'Dentflow', description: 'Fewer no-shows', keywords: ['Dental', 'clinics'] },
  pricing_notes: '49 euros a month',
};

describe('prefill from suggestions', () => {
  it('fills empty fields, pairing pains and benefits by position and keeping only known badges', () => {
    const brief = prefillBrief(emptyBrief(), suggestions);
    expect(brief.motto).toBe('Never miss a patient');
    expect(brief.one_liner).toBe('Reminders that cut no-shows');
    expect(brief.value.benefit_pairs).toEqual([
      { pain: 'No-shows', benefit: 'Fewer empty chairs' },
      { pain: 'Phone calls', benefit: 'Hours saved' },
      { pain: '', benefit: 'Happier patients' },
    ]);
    expect(brief.compliance.badges_allowed).toEqual(['gdpr_ready']);
    expect(brief.pricing.notes).toBe('49 euros a month');
  });

  it('never overwrites what the founder wrote', () => {
    const mine = { ...emptyBrief(), motto: 'My motto', one_liner: 'My line' };
    mine.seo = { ...mine.seo, title: 'My title', keywords: ['dental'] };
    mine.audience = { ...mine.audience, personas: [{ label: 'Dentists', company_size: '', domain: '' }] };
    const brief = prefillBrief(mine, suggestions);
    expect(brief).toMatchObject({ motto: 'My motto', one_liner: 'My line', seo: { title: 'My title', description: 'Fewer no-shows' } });
    expect(brief.audience.personas).toEqual([{ label: 'Dentists', company_size: '', domain: '' }]);
    expect(brief.seo.keywords).toEqual(['dental', 'clinics']);
  });

  it('adds a keyword once whatever its case', () => {
    expect(mergeKeywords(['Fast'], ['fast', ' secure ', 'SECURE', ''])).toEqual(['Fast', 'secure']);
  });
});
