import { describe, expect, it } from 'vitest';
import { briefForWire, emptyBrief, LandingPageBrief, VibeGenerateRequest } from './vibe.ts';

describe('the landing-page brief', () => {
  it('is complete when parsed from nothing, with the documented defaults', () => {
    const brief = emptyBrief();
    expect(brief.brand).toMatchObject({ palette_preset: 'infra_pro', icon_style: 'lucide_thin_outline', design_system_ref: 'none' });
    expect(brief.brand.typography.preset).toBe('inter_ibm_plex');
    expect(brief.brand.motion).toEqual({ preset: 'subtle', hero_entry: { type: 'fade+up', distance_px: 24, duration_ms: 500 } });
    expect(brief.performance).toEqual({ lighthouse_target: 95, image_policy: 'WebP preferred; hero < 200KB' });
    expect(brief.i18n.default_locale).toBe('en');
    expect(brief.offer.primary_cta).toEqual({ label: null, href: null, type: 'link' });
  });

  it('goes on the wire with empty links as null, blank list entries dropped and the wire copies filled', () => {
    const brief = LandingPageBrief.parse({
      canonical_url: '  ',
      brand: { inspirations: ['https://a.example', ' '] },
      audience: { top_pains: ['No-shows'] },
      offer: { primary_cta: { label: '', href: '' } },
      legal: { privacy_url: 'https://a.example/privacy', terms_url: '' },
      assets: { screenshots: ['', 'https://a.example/s.png'] },
      ab_tests: { hero_headlines: ['One', 'Two'] },
      i18n: { future_locales: ['de'] },
    });
    const wire = briefForWire(brief);
    expect(wire.canonical_url).toBeNull();
    expect(wire.brand.inspirations).toEqual(['https://a.example']);
    expect(wire.pains).toEqual(['No-shows']);
    expect(wire.offer.primary_cta).toEqual({ label: null, href: null, type: 'link' });
    expect(wire.legal).toMatchObject({ privacy_url: 'https://a.example/privacy', terms_url: null });
    expect(wire.assets.screenshots).toEqual(['https://a.example/s.png']);
    expect(wire.ab_tests).toMatchObject({ hero_headline: 'One', cta_label: null, pricing_tagline: null });
    expect(wire.constraints.max_lengths).toBeNull();
    expect(wire.i18n.locales_future).toEqual(['de']);
    expect(LandingPageBrief.parse(wire)).toEqual(wire);
  });

  it('keeps the limits: subtitle 120, SEO title 60, SEO description 155', () => {
    expect(LandingPageBrief.safeParse({ one_liner: 'x'.repeat(120), seo: { title: 'x'.repeat(60), description: 'x'.repeat(155) } }).success).toBe(true);
    for (const over of [{ one_liner: 'x'.repeat(121) }, { seo: { title: 'x'.repeat(61) } }, { seo: { description: 'x'.repeat(156) } }]) {
      expect(LandingPageBrief.safeParse(over).success).toBe(false);
    }
  });

  it('generation needs confirm_generation true and takes depth 0 to 3', () => {
    expect(VibeGenerateRequest.safeParse({ session_id: 's', confirm_generation: true }).data).toMatchObject({ expand_level: 2, include_sections: ['hero', 'features', 'pricing', 'faq'] });
    expect(VibeGenerateRequest.safeParse({ session_id: 's' }).success).toBe(false);
    expect(VibeGenerateRequest.safeParse({ session_id: 's', confirm_generation: true, expand_level: 4 }).success).toBe(false);
  });
});
