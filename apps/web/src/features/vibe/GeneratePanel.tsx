import { CONTENT_DEPTHS, VIBE_SECTIONS } from '@ideapilot/contract';
import { Markdown } from '../../components/ui/Markdown.tsx';
import { CheckboxGroup, FieldError, SelectField } from './form-fields.tsx';
import { CheckIcon, CopyIcon } from './icons.tsx';
import { useCopyPrompt } from './use-copy-prompt.ts';
import { PillToast } from '../../components/ui/PillToast.tsx';

export const GENERATION_FAILED = 'Failed to generate. Please try again.';
const DEPTH_OPTIONS = CONTENT_DEPTHS.map((d) => ({ value: d.level, label: `${d.level} — ${d.label}` }));

/** Step 2: depth, sections, the Generate button and the streamed prompt with its copy button. */
export function GeneratePanel({
  output,
  generating,
  failed,
  canGenerate,
  busy,
  onGenerate,
  copiedMs,
}: {
  output: string;
  generating: boolean;
  failed: boolean;
  canGenerate: boolean;
  /** A prepare or a generation runs: Generate waits, and keeps the focus it has. */
  busy: boolean;
  onGenerate(): void;
  copiedMs: number;
}) {
  const { copied, toast, copy } = useCopyPrompt(copiedMs);
  return (
    <div className="vibe-generate">
      <SelectField name="expand_level" label="Content Depth" options={DEPTH_OPTIONS} />
      <CheckboxGroup name="include_sections" legend="Include Sections" values={VIBE_SECTIONS}>
        <FieldError name="include_sections" />
      </CheckboxGroup>
      {/* aria-disabled while busy, not disabled: a disabled button would drop the keyboard's focus. */}
      <button
        type="button"
        className="button button--primary"
        disabled={!canGenerate}
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) onGenerate();
        }}
      >
        {generating ? 'Generating…' : 'Generate First Prompt'}
      </button>
      <div className="vibe-output">
        <div className="vibe-output-head">
          <span className="vibe-label">First prompt</span>
          <button type="button" className="vibe-icon-button" aria-label={copied ? 'Copied' : 'Copy prompt'} title="Copy prompt" disabled={!output || generating || failed} onClick={() => void copy(output)}>
            {copied ? <CheckIcon /> : <CopyIcon />}
          </button>
        </div>
        <div className="vibe-output-body" role="region" aria-label="Generated prompt" tabIndex={0}>
          {failed ? (
            <p className="vibe-error" role="alert">
              {GENERATION_FAILED}
            </p>
          ) : output || generating ? (
            <Markdown text={output} streaming={generating} headingLevel={4} />
          ) : (
            <p className="vibe-placeholder">Your first prompt will appear here once you generate it.</p>
          )}
        </div>
      </div>
      {toast && (
        <PillToast className="vibe-toast">
          <CheckIcon /> Copied to clipboard!
        </PillToast>
      )}
    </div>
  );
}
