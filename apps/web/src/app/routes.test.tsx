import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { SettingsProvider } from '../lib/settings/SettingsProvider';
import { routes } from './routes';

function renderAt(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <SettingsProvider>
      <RouterProvider router={router} />
    </SettingsProvider>,
  );
}

describe('route table', () => {
  it.each(Object.values(paths).map((p) => [p.path, p.title] as const))(
    '%s renders its title',
    (path, title) => {
      renderAt(path.replace(':id', 'abc'));
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    },
  );

  it('shows a not-found page for an unknown route', () => {
    renderAt('/no/such/page');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('gives placeholders a Coming Soon message and a way back', () => {
    renderAt(paths.blog.path);
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
  });
});
