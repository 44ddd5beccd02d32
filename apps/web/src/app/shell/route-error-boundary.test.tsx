import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/utils.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

function Broken(): never {
  throw new Error('page broke');
}

describe('the routes’ error boundary', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the error page in place of a page that throws, and the page again on another path', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = renderWithProviders(
      <RouteErrorBoundary pathname="/broken">
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: 'page broke' }));

    rerender(
      <RouteErrorBoundary pathname="/fine">
        <p>Fine page</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Fine page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });
});
