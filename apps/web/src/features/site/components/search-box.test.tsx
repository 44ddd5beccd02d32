import type { Suggestion } from '@rentals/shared/resources/listings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import { setLanguage } from '../../../lib/i18n/index.ts';
import { renderWithProviders, stubFetch } from '../../../test/utils.tsx';
import { exactPlace, SearchBox } from './search-box.tsx';

const place = (type: Suggestion['type'], id: number, label: string, path: string): Suggestion => ({
  type,
  id,
  label,
  sublabel: type === 'province' ? 'Canada' : 'Ontario',
  path,
  listingCount: type === 'address' ? null : 1234,
});

const TORONTO = place('city', 7, 'Toronto', '/rentals/ontario/toronto');
const MONTREAL = { ...place('city', 8, 'Montréal', '/rentals/quebec/montreal'), sublabel: 'Québec' };
const TORBAY = place('city', 9, 'Torbay', '/rentals/newfoundland-and-labrador/torbay');
const TORONTO_AREA = place('metro', 3, 'Toronto', '/rentals/area/greater-toronto');
const ADDRESS = place('address', 11, '12 Toronto St', '/rentals/ontario/barrie/flat-11');

/** GET listings-autocomplete as the API answers: other places (here a metro and an address) before cities too. */
function stubSuggestions() {
  return stubFetch({
    'GET listings-autocomplete': ({ url }) => {
      const q = new URL(url, 'http://localhost').searchParams.get('q')?.toLowerCase() ?? '';
      if (q.startsWith('tor')) return { body: { suggestions: [TORONTO_AREA, ADDRESS, TORONTO, TORBAY] } };
      if (q.startsWith('mont')) return { body: { suggestions: [MONTREAL] } };
      return { body: { suggestions: [] } };
    },
  });
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderBox(path = '/') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <SearchBox />
      <Location />
    </MemoryRouter>,
  );
}

const box = () => screen.getByRole('combobox', { name: /Where do you want to live|Où voulez-vous habiter/ });
const location = () => screen.getByTestId('location').textContent;

describe('the home search box', () => {
  it('suggests the city typed, above the other places and the keyword search', async () => {
    stubSuggestions();
    const user = userEvent.setup();
    renderBox();
    await user.type(box(), 'tor');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => within(o).queryByRole('strong')?.textContent ?? o.textContent)).toEqual([
      expect.stringContaining('Toronto'),
      expect.stringContaining('Torbay'),
      expect.stringContaining('Toronto'),
      expect.stringContaining('12 Toronto St'),
      'Search rentals matching “tor”',
    ]);
    expect(options[0]).toHaveTextContent('City · Ontario');
    expect(options[0]).toHaveTextContent('1,234 rentals');
    expect(options[2]).toHaveTextContent('Area · Ontario');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
  });

  it('goes to the city page on Enter when the text is a city, whatever its case and accents', async () => {
    stubSuggestions();
    const user = userEvent.setup();
    renderBox();
    await user.type(box(), 'toronto{Enter}');
    await waitFor(() => expect(location()).toBe('/rentals/ontario/toronto'));
  });

  it('finds Montréal for "montreal", in French too', async () => {
    stubSuggestions();
    const user = userEvent.setup();
    await setLanguage('fr');
    renderBox('/fr');
    await user.type(box(), 'montreal');
    expect(await screen.findByTestId('home-suggestion')).toHaveTextContent('Ville · Québec');
    expect(screen.getByTestId('home-suggestion').textContent).toContain('1\u00a0234 logements');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/fr/rentals/quebec/montreal'));
  });

  it('goes to the highlighted suggestion on Enter, and searches other text as a keyword', async () => {
    stubSuggestions();
    const user = userEvent.setup();
    const { unmount } = renderBox();
    await user.type(box(), 'tor');
    await screen.findAllByTestId('home-suggestion');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(location()).toBe('/rentals/newfoundland-and-labrador/torbay'));
    unmount();

    renderBox();
    await user.type(box(), 'toront');
    await screen.findAllByTestId('home-suggestion');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/rentals?keyword=toront'));
  });

  it('asks for the suggestions itself when Enter comes before they are in', async () => {
    const { calls } = stubSuggestions();
    const user = userEvent.setup();
    renderBox();
    // Pasted and submitted at once: no time for the debounced suggestions.
    await user.click(box());
    await user.paste('Toronto');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/rentals/ontario/toronto'));
    expect(calls.filter((c) => c.path === 'listings-autocomplete').map((c) => c.url)).toEqual([
      expect.stringContaining('q=Toronto'),
    ]);
  });

  it('names a place exactly only by its folded name, a city before other places, never an address', () => {
    const all = [TORONTO_AREA, ADDRESS, TORONTO, MONTREAL];
    expect(exactPlace(all, ' TORONTO ')).toBe(TORONTO);
    expect(exactPlace(all, 'Montreal')).toBe(MONTREAL);
    expect(exactPlace(all, '12 toronto st')).toBeNull();
    expect(exactPlace([TORONTO_AREA], 'toronto')).toBe(TORONTO_AREA);
    expect(exactPlace(all, 'tor')).toBeNull();
  });
});

describe('the home search box, server-rendered', () => {
  it('keeps what was typed before the page hydrated, with the focus and caret', async () => {
    stubSuggestions();
    const page = (
      <Providers env="test">
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={['/']}>
            <SearchBox />
            <Location />
          </MemoryRouter>
        </QueryClientProvider>
      </Providers>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const input = container.querySelector('input') as HTMLInputElement;
    // The visitor types while the scripts load: the browser's own input, no React yet.
    const user = userEvent.setup();
    await user.type(input, 'Toro');
    expect(input.value).toBe('Toro');
    const recoverable = vi.fn();
    const errors = vi.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, page, { onRecoverableError: recoverable }));
    expect(container.querySelector('input')).toBe(input);
    expect(input.value).toBe('Toro');
    expect(document.activeElement).toBe(input);
    expect(input.selectionStart).toBe(4);
    // React knows the text: the next keys add to it, and Enter goes to the city.
    await user.type(input, 'nto{Enter}');
    expect(input.value).toBe('Toronto');
    await waitFor(() => expect(container.querySelector('output')?.textContent).toBe('/rentals/ontario/toronto'));
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
