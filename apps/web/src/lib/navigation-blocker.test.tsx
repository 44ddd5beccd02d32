// vitest: isolate (the back/forward test drives the window's own history and URL)
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BrowserRouter, Link, MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardHistory } from './history-guard.ts';
import { useBlocker } from './navigation-blocker.ts';

function Form() {
  const [dirty, setDirty] = useState(false);
  const navigate = useNavigate();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <>
      <button type="button" onClick={() => setDirty(true)}>
        Edit
      </button>
      <Link to="/other">Other</Link>
      <Link to="/form?tab=2">Same page</Link>
      <button type="button" onClick={() => navigate('/other', { replace: true })}>
        Replace
      </button>
      {blocker.state === 'blocked' && (
        <div role="dialog">
          Leave for {blocker.location.pathname}?
          <button type="button" onClick={blocker.proceed}>
            Leave
          </button>
          <button type="button" onClick={blocker.reset}>
            Stay
          </button>
        </div>
      )}
    </>
  );
}

function Where() {
  const { pathname, search } = useLocation();
  return <output>{pathname + search}</output>;
}

function app() {
  return (
    <>
      <Where />
      <Routes>
        <Route path="/form" element={<Form />} />
        <Route path="/other" element={<p>Other page</p>} />
      </Routes>
    </>
  );
}

describe('useBlocker', () => {
  it('lets navigations through while the form is clean', async () => {
    const user = userEvent.setup();
    render(<MemoryRouter initialEntries={['/form']}>{app()}</MemoryRouter>);
    await user.click(screen.getByRole('link', { name: 'Other' }));
    expect(await screen.findByText('Other page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('holds a link while dirty: stay keeps the page, leave goes on', async () => {
    const user = userEvent.setup();
    render(<MemoryRouter initialEntries={['/form']}>{app()}</MemoryRouter>);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('link', { name: 'Other' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Leave for /other?');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('/form');

    await user.click(screen.getByRole('link', { name: 'Other' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Other page')).toBeInTheDocument();
  });

  it('holds navigate(..., { replace }) and lets through what the callback allows', async () => {
    const user = userEvent.setup();
    render(<MemoryRouter initialEntries={['/form']}>{app()}</MemoryRouter>);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('link', { name: 'Same page' }));
    expect(screen.getByRole('status')).toHaveTextContent('/form?tab=2');
    await user.click(screen.getByRole('button', { name: 'Replace' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Leave for /other?');
  });

  describe('browser back and forward', () => {
    afterEach(() => {
      vi.restoreAllMocks();
      window.history.replaceState(null, '', '/');
    });

    it('moves the history back to the page and forward again on leave', async () => {
      const user = userEvent.setup();
      window.history.replaceState(null, '', '/form');
      // As main.tsx does: before the router's own listener, which must not see a held move.
      guardHistory();
      render(<BrowserRouter>{app()}</BrowserRouter>);
      await user.click(screen.getByRole('link', { name: 'Same page' }));
      await user.click(screen.getByRole('button', { name: 'Edit' }));
      const go = vi.spyOn(window.history, 'go').mockImplementation(() => undefined);
      const routerSaw = vi.fn();
      window.addEventListener('popstate', routerSaw);

      // The browser went back one entry (to /form, idx 0): the router must not follow.
      const back = { usr: null, key: 'a', idx: 0 };
      act(() => {
        window.history.replaceState(back, '', '/other');
        window.dispatchEvent(new PopStateEvent('popstate', { state: back }));
      });
      window.removeEventListener('popstate', routerSaw);
      expect(routerSaw).not.toHaveBeenCalled();
      expect(go).toHaveBeenCalledWith(1);
      expect(screen.getByRole('dialog')).toHaveTextContent('Leave for /other?');

      await user.click(screen.getByRole('button', { name: 'Leave' }));
      expect(go).toHaveBeenLastCalledWith(-1);
    });
  });
});
