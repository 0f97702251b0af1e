import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { schemaResolver } from '../../lib/form-rules.ts';
import { LinesField, TextField } from './form-fields.tsx';
import { emptyForm, VibeForm } from './form-model.ts';

afterEach(cleanup);

function Subtitle() {
  const form = useForm<VibeForm>({ resolver: schemaResolver(VibeForm), defaultValues: emptyForm(''), mode: 'onChange' });
  return (
    <FormProvider {...form}>
      <TextField name="user_inputs.one_liner" label="Subtitle (one-liner)" max={120} required />
    </FormProvider>
  );
}

function Alternatives() {
  const form = useForm<VibeForm>({ resolver: schemaResolver(VibeForm), defaultValues: emptyForm(''), mode: 'onChange' });
  return (
    <FormProvider {...form}>
      <LinesField name="user_inputs.audience.alternatives" label="Alternatives" comma hint="Comma-separated" />
    </FormProvider>
  );
}

function LighthouseTarget() {
  const form = useForm<VibeForm>({ resolver: schemaResolver(VibeForm), defaultValues: emptyForm(''), mode: 'onChange' });
  return (
    <FormProvider {...form}>
      <TextField name="user_inputs.performance.lighthouse_target" label="Lighthouse target (0–100)" type="number" />
    </FormProvider>
  );
}

describe('LinesField', () => {
  it('ties its validation error to its input beside its hint', async () => {
    render(<Alternatives />);
    const input = screen.getByRole('textbox', { name: 'Alternatives' });
    const hint = screen.getByText('Comma-separated');
    expect(input.getAttribute('aria-describedby')).toBe(hint.id);

    fireEvent.change(input, { target: { value: Array.from({ length: 21 }, (_, i) => `Tool ${i}`).join(', ') } });
    fireEvent.blur(input);
    const error = await screen.findByRole('alert');
    expect(error.textContent).toContain('at most 20 entries');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(`${hint.id} ${error.id}`);
  });
});

describe('TextField', () => {
  it('ties its validation error to its input: aria-invalid, and described by the error’s text', async () => {
    render(<Subtitle />);
    const input = screen.getByRole('textbox', { name: 'Subtitle (one-liner)' });
    expect(input.getAttribute('aria-invalid')).not.toBe('true');
    expect(input.getAttribute('aria-describedby')).toBeNull();

    fireEvent.change(input, { target: { value: 'x'.repeat(121) } });
    const error = await screen.findByRole('alert');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(error.id);
    expect(error.id).not.toBe('');

    fireEvent.change(input, { target: { value: 'Fewer no-shows' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(input.getAttribute('aria-invalid')).not.toBe('true');
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it("says in words what a rule without a message of its own refuses (zod's English messages, not 'Invalid input')", async () => {
    render(<LighthouseTarget />);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Lighthouse target (0–100)' }), { target: { value: '150' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Too big: expected number to be <=100');
  });
});
