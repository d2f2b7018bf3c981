import { ApiError } from '@ailab/core/errors/api-error';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderApp } from '../../testing/render-app';
import { TextField } from '../ui/text-field';
import { useContractForm } from './use-contract-form';

const schema = z.strictObject({ user_name: z.string().trim().min(3), tags: z.array(z.string()) });

function NameForm({ onSubmit, serverError }: { onSubmit: (body: unknown) => void; serverError?: unknown }) {
  const { form, submit, errorFor } = useContractForm<{ user_name: string; tags: string }, typeof schema>({
    schema,
    defaultValues: { user_name: '', tags: '' },
    toBody: (values) => ({ ...values, tags: values.tags.split(',').filter(Boolean) }),
    onSubmit,
    serverError,
  });
  return (
    <form noValidate onSubmit={submit}>
      <TextField label="User name" {...form.register('user_name')} error={errorFor('user_name')} />
      <TextField label="Tags" {...form.register('tags')} error={errorFor('tags')} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('useContractForm', () => {
  it("checks against the contract's schema with the server's words, then sends the body", async () => {
    const onSubmit = vi.fn();
    renderApp(<NameForm onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('User name'), { target: { value: 'ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('User name must be at least 3 characters');
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('User name'), { target: { value: 'ana' } });
    fireEvent.change(screen.getByLabelText('Tags'), { target: { value: 'a,b' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ user_name: 'ana', tags: ['a', 'b'] }));
  });

  it("shows the server's field errors beside their fields", () => {
    const error = new ApiError('VALIDATION_FAILED', 'Invalid input', {
      fields: [{ field: 'user_name', code: 'taken', message: 'This user name is taken' }],
    });
    renderApp(<NameForm onSubmit={vi.fn()} serverError={error} />);
    const box = screen.getByLabelText('User name');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This user name is taken').id).toBe(box.getAttribute('aria-describedby'));
  });
});
