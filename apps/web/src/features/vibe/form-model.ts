import { briefForWire, DEFAULT_VIBE_SECTIONS, emptyBrief, LandingPageBrief, VibeGenerateRequest, VibePrepareRequest } from '@ideapilot/contract';
import * as z from 'zod/mini';

/** The whole modal as one typed form: the brief (`user_inputs`) and the request options around it. */
export const VibeForm = z.object({
  user_inputs: LandingPageBrief,
  canvas_text: VibePrepareRequest.shape.canvas_text,
  locale: VibePrepareRequest.shape.locale,
  generate_suggestions: z.boolean(),
  expand_level: VibeGenerateRequest.shape.expand_level,
  include_sections: VibeGenerateRequest.shape.include_sections,
});
export type VibeForm = z.output<typeof VibeForm>;
export type VibeFormInput = z.input<typeof VibeForm>;

export const emptyForm = (canvasText: string): VibeForm => ({
  user_inputs: emptyBrief(),
  canvas_text: canvasText,
  locale: 'en',
  generate_suggestions: true,
  expand_level: 2,
  include_sections: [...DEFAULT_VIBE_SECTIONS],
});

/** The form a first opening shows, and Clear goes back to: an empty brief named after the canvas. */
export function freshForm(canvasText: string): VibeForm {
  const form = emptyForm(canvasText);
  form.user_inputs.product_name = productNameFromCanvas(canvasText);
  return form;
}

/** The canvas's first heading line, the product name a new brief starts from. */
export function productNameFromCanvas(canvas: string): string {
  const heading = canvas.split('\n').find((line) => /^#{1,6}\s+\S/.test(line.trim()));
  return heading ? heading.trim().replace(/^#+\s+/, '').trim() : '';
}

export const prepareRequest = (sessionId: string, form: VibeForm) => ({
  session_id: sessionId,
  canvas_text: form.canvas_text,
  user_inputs: briefForWire(form.user_inputs),
  locale: form.locale,
  generate_suggestions: form.generate_suggestions,
});

export const generateRequest = (sessionId: string, form: VibeForm) => ({
  session_id: sessionId,
  canvas_text: form.canvas_text,
  user_inputs: briefForWire(form.user_inputs),
  expand_level: form.expand_level,
  include_sections: form.include_sections,
  render_style: 'markdown' as const,
  confirm_generation: true as const,
});
