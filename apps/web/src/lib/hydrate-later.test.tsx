import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { hydrateLater } from './hydrate-later.tsx';

function Counter({ label, onPress }: { label: string; onPress: () => void }) {
  const [count, setCount] = useState(0);
  return (
    <button
      type="button"
      onClick={() => {
        setCount(count + 1);
        onPress();
      }}
    >
      {label} {count}
    </button>
  );
}

/** A part whose chunk arrives when the test says so. */
function deferredPart() {
  let arrive: () => void = () => {};
  const arrived = new Promise<typeof Counter>((resolve) => {
    arrive = () => resolve(Counter);
  });
  return { Part: hydrateLater(() => arrived), arrive };
}

function Page({ Part, label }: { Part: ReturnType<typeof deferredPart>['Part']; label: string }) {
  return (
    <main>
      <h1>Title</h1>
      <Part label={label} onPress={() => {}} />
    </main>
  );
}

describe('hydrateLater', () => {
  it('keeps the server HTML until the chunk arrives, even when the props change meanwhile, then hydrates', async () => {
    const server = hydrateLater(async () => Counter);
    await server.preload();
    const html = renderToString(<Page Part={server} label="Menu" />);
    expect(html).toContain('<!--$--><button');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    const { Part, arrive } = deferredPart();
    const root = await act(async () =>
      hydrateRoot(container, <Page Part={Part} label="Menu" />, { onRecoverableError: recoverable }),
    );
    const button = container.querySelector('button');
    expect(button?.textContent).toBe('Menu 0');

    // A new render of the page before the chunk is in: the server HTML stays.
    await act(async () => root.render(<Page Part={Part} label="Menu!" />));
    expect(container.querySelector('button')).toBe(button);

    await act(async () => arrive());
    expect(container.querySelector('button')).toBe(button);
    expect(button?.textContent).toBe('Menu! 0');
    await act(async () => button?.click());
    expect(button?.textContent).toBe('Menu! 1');
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
    errors.mockRestore();
  });

  it('holds a click made before the part hydrates and gives it to the same control once it has', async () => {
    const server = hydrateLater(async () => Counter);
    await server.preload();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page Part={server} label="Filters" />);
    document.body.append(container);
    const { Part, arrive } = deferredPart();
    const root = await act(async () => hydrateRoot(container, <Page Part={Part} label="Filters" />));
    const button = container.querySelector('button');
    const outside = vi.fn();
    container.addEventListener('click', outside);

    await act(async () => button?.click());
    expect(button?.textContent).toBe('Filters 0');
    expect(outside).not.toHaveBeenCalled();

    await act(async () => arrive());
    await vi.waitFor(() => expect(button?.textContent).toBe('Filters 1'));
    // Hydrated: clicks go straight through, and the held one is not given twice.
    await act(async () => button?.click());
    expect(button?.textContent).toBe('Filters 2');
    expect(outside).toHaveBeenCalledTimes(2);
    act(() => root.unmount());
    container.remove();
  });

  it('renders in the browser once the chunk is in, and at once when it already is', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    const { Part, arrive } = deferredPart();
    const { unmount } = render(<Part label="Filters" onPress={onPress} />);
    expect(screen.queryByRole('button')).toBeNull();
    arrive();
    await user.click(await screen.findByRole('button', { name: 'Filters 0' }));
    expect(onPress).toHaveBeenCalledOnce();
    unmount();

    render(<Part label="Sort" onPress={onPress} />);
    expect(screen.getByRole('button', { name: 'Sort 0' })).toBeInTheDocument();
  });
});
