import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith, renderApp } from '../../../testing/render-app';
import { LoginForm } from './login-form';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('LoginForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the fields before calling the server', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderApp(<LoginForm />, '/login');
    fireEvent.click(screen.getByRole('button', { name: 'Login Now!' }));
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    fill('Email', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Login Now!' }));
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says 'Wrong Username or Password' for invalid credentials", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        answerWith(401, { error: { code: 'INVALID_CREDENTIALS', message: 'Wrong Username or Password' } }),
      ),
    );
    renderApp(<LoginForm />, '/login');
    fill('Email', 'someone@example.com');
    fill('Password', 'whatever-1');
    fireEvent.click(screen.getByRole('button', { name: 'Login Now!' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong Username or Password');
  });

  it('shows server field messages next to their fields', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        answerWith(400, {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Some fields are not valid: email',
            fields: [
              { field: 'email', code: 'invalid_email', message: 'email must be a valid email address' },
            ],
          },
        }),
      ),
    );
    renderApp(<LoginForm />, '/login');
    fill('Email', 'someone@example.com');
    fill('Password', 'whatever-1');
    fireEvent.click(screen.getByRole('button', { name: 'Login Now!' }));
    const message = await screen.findByText('email must be a valid email address');
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-describedby')).toBe(message.id);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
