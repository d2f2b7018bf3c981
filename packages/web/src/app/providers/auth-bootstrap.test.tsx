import type { AuthController } from '@ailab/core/auth/auth-controller';
import { createAuthController } from '@ailab/core/auth/auth-controller';
import type { User } from '@ailab/core/contract/accounts/user.schemas';
import { userFixture } from '@ailab/core/testing/user-fixture';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuth } from '../../hooks/use-auth';
import { createTestServices } from '../../testing/test-services';
import { AuthBootstrap } from './auth-bootstrap';
import { ServicesProvider } from './services-provider';

const user = userFixture({ email: 'ada@example.com' });

function Who() {
  const { authenticated, user: current } = useAuth();
  return <p>{authenticated ? `signed in as ${current?.email}` : 'signed out'}</p>;
}

function renderWith(controller: AuthController) {
  return render(
    <ServicesProvider services={{ ...createTestServices(localStorage), auth: controller }}>
      <AuthBootstrap>
        <Who />
      </AuthBootstrap>
    </ServicesProvider>,
  );
}

describe('AuthBootstrap', () => {
  it('shows a full-page spinner until who-am-I answers, then the signed-in app', async () => {
    localStorage.setItem('authToken', 'token-1');
    let answer: (value: { result: boolean; user: User }) => void = () => undefined;
    const controller = createAuthController(localStorage, {
      whoAmI: () => new Promise((resolve) => (answer = resolve)),
    });
    renderWith(controller);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    await act(async () => answer({ result: true, user }));
    expect(screen.getByText('signed in as ada@example.com')).toBeTruthy();
    expect(localStorage.getItem('userName')).toBe('ada');
  });

  it('clears the token and continues signed out when who-am-I fails', async () => {
    localStorage.setItem('authToken', 'stale');
    const controller = createAuthController(localStorage, {
      whoAmI: () => Promise.reject(new Error('401')),
    });
    renderWith(controller);
    expect(await screen.findByText('signed out')).toBeTruthy();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('does not ask the server when no token is stored', async () => {
    let asked = false;
    const controller = createAuthController(localStorage, {
      whoAmI: () => {
        asked = true;
        return Promise.reject(new Error('unexpected'));
      },
    });
    renderWith(controller);
    expect(await screen.findByText('signed out')).toBeTruthy();
    expect(asked).toBe(false);
  });
});
