import { LAYOUT } from '@ailab/core/layout/layout-constants';
import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLayoutState } from '../../../hooks/use-layout-state';
import { renderApp } from '../../../testing/render-app';
import { SideMenu } from './side-menu';

function OpenMenu(props: { userRoles: number[]; areaCode: string }) {
  const { setSidebarOpen, sidebarOpen } = useLayoutState();
  useEffect(() => setSidebarOpen(true), [setSidebarOpen]);
  return (
    <>
      <output data-testid="state">{sidebarOpen ? 'open' : 'closed'}</output>
      <SideMenu {...props} />
    </>
  );
}

describe('SideMenu', () => {
  afterEach(() => vi.useRealTimers());

  it('lists only what the roles allow, with hrefs in the area of the area code', () => {
    renderApp(<OpenMenu userRoles={[99]} areaCode="100" />, '/admin/dashboard');
    const links = screen.getAllByRole('link').filter((link) => link.closest('nav'));
    expect(links.map((link) => link.textContent)).toEqual([
      'User Management',
      'Education Administration',
      'Events Management',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/user-management',
      '/admin/education-administration',
      '/admin/admin-events',
    ]);
  });

  it('highlights the current entry and opens its submenu', () => {
    renderApp(<OpenMenu userRoles={[3]} areaCode="" />, '/ailab/startups/research');
    const group = screen.getByRole('button', { name: 'Startup Studio' });
    expect(group.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Research' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('false');
  });

  it('calls the toggle 500 ms after an entry is chosen', () => {
    vi.useFakeTimers();
    renderApp(<OpenMenu userRoles={[4]} areaCode="" />, '/ailab/dashboard');
    fireEvent.click(screen.getByRole('link', { name: 'Investment' }));
    act(() => vi.advanceTimersByTime(LAYOUT.menuCloseDelayMs - 1));
    expect(screen.getByTestId('state').textContent).toBe('open');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('state').textContent).toBe('closed');
  });
});
