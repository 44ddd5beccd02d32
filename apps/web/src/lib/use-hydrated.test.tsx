import { act } from '@testing-library/react';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDesktopLayout } from '../components/list-map-frame/list-map-frame.tsx';
import { HydrationProvider, useHydrated } from './use-hydrated.ts';

/** What each render of the reader saw: hydrated, then desktop. */
let renders: string[] = [];

function Reader() {
  const hydrated = useHydrated();
  const desktop = useDesktopLayout();
  renders.push(`${hydrated ? 'hydrated' : 'hydrating'} ${desktop ? 'desktop' : 'phone'}`);
  return <button type="button" disabled={!hydrated} data-layout={desktop ? 'desktop' : 'phone'} />;
}

const page = (
  <HydrationProvider>
    <Reader />
  </HydrationProvider>
);

function onScreen(desktop: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: desktop,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  renders = [];
});

describe('useHydrated', () => {
  it('is false in server HTML and while hydrating, then true; a phone gets its layout in that same render', async () => {
    const html = renderToString(page);
    expect(html).toContain('disabled');
    expect(html).toContain('data-layout="desktop"');
    renders = [];
    onScreen(false);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      startTransition(() => {
        hydrateRoot(container, page, { onRecoverableError: recoverable });
      });
    });
    // Never a render that is hydrated and still desktop on a phone: that one would mount the desktop map.
    expect(renders).toEqual(['hydrating desktop', 'hydrated phone']);
    expect(container.querySelector('button')?.disabled).toBe(false);
    expect(container.querySelector('button')?.dataset.layout).toBe('phone');
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('is true from the first render of a page the browser renders itself', async () => {
    onScreen(true);
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(page));
    expect(renders).toEqual(['hydrated desktop']);
    act(() => root.unmount());
  });

  it('is true outside the provider (a component rendered on its own in the browser)', async () => {
    onScreen(true);
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<Reader />));
    expect(renders).toEqual(['hydrated desktop']);
    act(() => root.unmount());
  });
});
