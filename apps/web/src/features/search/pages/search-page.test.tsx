import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCard, resolveSearch, searchAnswer, TORONTO } from '../../../test/listings.ts';
import { renderApp, setViewport, stubFetch } from '../../../test/utils.tsx';
import { useLastSearchStore, usePreviousLocationStore } from '../store.ts';

// Leaflet stays out of these tests: the map shows its loading placeholder.
vi.mock('../../../lib/maps/maps-loader.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/maps/maps-loader.ts')>()),
  useMaps: () => ({ status: 'loading' }),
  loadMaps: () => new Promise(() => {}),
}));

beforeEach(() => {
  useLastSearchStore.setState({ lastSearchUrl: null });
  usePreviousLocationStore.setState({ previousLocation: null });
});

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);

function stubSearch(answer = searchAnswer(1234)) {
  return stubFetch({
    'GET resolve': { body: resolveSearch() },
    'GET listings': { body: answer },
    'GET map-markers': { body: { markers: [], count: 0 } },
  });
}

describe('the search page', () => {
  it('says "about" when the total of a wide search is the server\'s estimate', async () => {
    const answer = searchAnswer(20_300);
    answer.pagination.totalIsEstimate = true;
    stubSearch(answer);
    renderApp('/rentals/ontario/toronto');
    expect(await screen.findByText('About 20,300 rentals')).toHaveAttribute('data-testid', 'result-count');
    expect(await screen.findByTestId('pagination-showing')).toHaveTextContent('Showing 1–20 of about 20,300');
  });

  it('shows the place, the result count and the results of GET listings for the city', async () => {
    const { calls } = stubSearch();
    renderApp('/rentals/ontario/toronto');
    expect(await screen.findByRole('heading', { level: 1, name: 'Apartments for rent in Toronto, ON' })).toBeVisible();
    expect(await screen.findByTestId('result-count')).toHaveTextContent('1,234 rentals');
    const results = screen.getByTestId('search-results');
    expect(within(results).getAllByTestId('listing-card')).toHaveLength(20);
    const first = within(results).getAllByTestId('listing-card')[0]!;
    expect(within(first).getByText('$2,150/month')).toBeInTheDocument();
    expect(within(first).getByText('2 beds · 1 bath · 850 sq ft')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: '2 Bed Apartment at 1 Main St' })).toHaveAttribute(
      'href',
      '/rentals/ontario/toronto/2-bed-apartment-at-1-main-st-1',
    );
    const resolve = calls.find((c) => c.path === 'resolve');
    expect(queryOf(resolve!.url)).toEqual({ path: '/rentals/ontario/toronto' });
    const search = calls.find((c) => c.path === 'listings');
    expect(queryOf(search!.url)).toEqual({ cityId: '7' });
    await waitFor(() => expect(document.title).toBe('Apartments for rent in Toronto, ON | Test Rentals'));
    // The map loads on demand beside the list.
    expect(screen.getByTestId('search-map')).toBeInTheDocument();
    expect(screen.getByTestId('map-loading')).toBeInTheDocument();
    // A signed-out visitor's page asks for the page's own data only: no points of interest, recommendations
    // or other renter requests.
    expect(new Set(calls.map((c) => c.path))).toEqual(
      new Set(['site-settings', 'content-blocks/get-content', 'project-modules-formatted', 'resolve', 'listings']),
    );
  });

  it('asks the API for the filters and page of the URL', async () => {
    const { calls } = stubSearch(searchAnswer(1234, 3));
    renderApp('/rentals/ontario/toronto?beds=4,2&maxrate=2500&amenities=balcony&furnished=1&sort=price-asc&p=3');
    await screen.findByTestId('search-results');
    const search = calls.find((c) => c.path === 'listings');
    expect(queryOf(search!.url)).toEqual({
      cityId: '7',
      beds: '2,4',
      maxRate: '2500',
      amenities: 'balcony',
      furnished: '1',
      sort: 'price-asc',
      page: '3',
    });
    expect(screen.getByTestId('pagination-showing')).toHaveTextContent('Showing 41–60 of 1,234');
  });

  it('a filter change writes the URL and goes back to page 1', async () => {
    const user = userEvent.setup();
    const { calls } = stubSearch(searchAnswer(1234, 3));
    const { router } = renderApp('/rentals/ontario/toronto?beds=1&p=3');
    await screen.findByTestId('search-results');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    await waitFor(() => expect(router.state.location.search).toBe('?beds=1&sort=price-asc'));

    await user.click(screen.getByTestId('filters-button'));
    const panel = await screen.findByRole('dialog', { name: 'Filter rentals' });
    await user.click(
      within(within(panel).getByRole('group', { name: 'Bedrooms' })).getByRole('checkbox', { name: '2' }),
    );
    await user.type(within(panel).getByLabelText('Min. rent ($)'), '1500');
    await user.click(within(panel).getByRole('checkbox', { name: 'Dishwasher' }));
    await user.click(within(panel).getByRole('button', { name: 'Show results' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?beds=1,2&minrate=1500&amenities=dishwasher&sort=price-asc'),
    );
    await waitFor(() =>
      expect(queryOf(calls.filter((c) => c.path === 'listings').at(-1)!.url)).toEqual({
        cityId: '7',
        beds: '1,2',
        minRate: '1500',
        amenities: 'dishwasher',
        sort: 'price-asc',
      }),
    );
    expect(screen.getByTestId('filters-button')).toHaveTextContent('Filters (4)');
  }, 20_000);

  it('bounds the total monthly cost when the renter includes the fees, kept in the URL', async () => {
    const user = userEvent.setup();
    const { calls } = stubSearch();
    const { router } = renderApp('/rentals/ontario/toronto?maxrate=2500');
    await user.click(await screen.findByTestId('filters-button'));
    const panel = await screen.findByRole('dialog', { name: 'Filter rentals' });
    const includeFees = within(panel).getByRole('checkbox', { name: 'Include monthly fees in price' });
    expect(includeFees).not.toBeChecked();
    await user.click(includeFees);
    await user.click(within(panel).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(router.state.location.search).toBe('?maxrate=2500&withfees=1'));
    await waitFor(() =>
      expect(queryOf(calls.filter((c) => c.path === 'listings').at(-1)!.url)).toMatchObject({
        maxRate: '2500',
        priceIncludesFees: '1',
      }),
    );
    expect(screen.getByRole('button', { name: 'Remove filter: Up to $2,500 with fees' })).toBeInTheDocument();
    // It only says what the price bounds: not a filter of its own.
    expect(screen.getByTestId('filters-button')).toHaveTextContent('Filters (1)');
  }, 20_000);

  it('refuses a maximum below the minimum in the filters panel', async () => {
    const user = userEvent.setup();
    stubSearch();
    renderApp('/rentals/ontario/toronto');
    await user.click(await screen.findByTestId('filters-button'));
    const panel = await screen.findByRole('dialog', { name: 'Filter rentals' });
    await user.type(within(panel).getByLabelText('Min. rent ($)'), '2000');
    await user.type(within(panel).getByLabelText('Max. rent ($)'), '1000');
    expect(within(panel).getByText('The maximum must not be less than the minimum.')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Show results' })).toBeDisabled();
  }, 20_000);

  it('shows a chip per active filter; removing one or clearing all rewrites the URL', async () => {
    const user = userEvent.setup();
    stubSearch();
    const { router } = renderApp(
      '/rentals/ontario/toronto?beds=0,2&furnished=1&keyword=balcony&petpolicies=cats-allowed&p=2',
    );
    const chips = await screen.findByRole('group', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByTestId('filter-chip')
        .map((c) => c.textContent),
    ).toEqual(['Studio', '2 beds', 'Cats allowed', 'Furnished', '“balcony”']);
    await user.click(within(chips).getByRole('button', { name: 'Remove filter: 2 beds' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?beds=0&petpolicies=cats-allowed&furnished=1&keyword=balcony'),
    );
    await user.click(
      within(screen.getByRole('group', { name: 'Active filters' })).getByRole('button', { name: 'Clear all' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('group', { name: 'Active filters' })).toBeNull();
  });

  it('links the pages with ?p= and shows the range', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      'GET resolve': { body: resolveSearch() },
      'GET listings': ({ url }) => ({ body: searchAnswer(1234, Number(queryOf(url).page ?? 1)) }),
      'GET map-markers': { body: { markers: [], count: 0 } },
    });
    const { router } = renderApp('/rentals/ontario/toronto?beds=2&p=3');
    const nav = await screen.findByRole('navigation', { name: 'Result pages' });
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/rentals/ontario/toronto?beds=2',
    );
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/rentals/ontario/toronto?beds=2&p=2',
    );
    expect(within(nav).getByRole('link', { name: 'Page 3, current page' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 5' })).toHaveAttribute(
      'href',
      '/rentals/ontario/toronto?beds=2&p=5',
    );
    expect(within(nav).queryByRole('link', { name: 'Page 6' })).toBeNull();
    await user.click(within(nav).getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?beds=2&p=4'));
    await waitFor(() => expect(screen.getByTestId('pagination-showing')).toHaveTextContent('Showing 61–80 of 1,234'));
    expect(queryOf(calls.filter((c) => c.path === 'listings').at(-1)!.url)).toMatchObject({ page: '4' });
  });

  it('says when the last page is reached', async () => {
    stubSearch(searchAnswer(45, 3));
    renderApp('/rentals/ontario/toronto?p=3');
    expect(await screen.findByTestId('end-of-listings')).toHaveTextContent('You have seen all the rentals');
    expect(screen.getByTestId('pagination-showing')).toHaveTextContent('Showing 41–45 of 45');
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
  });

  it('suggests widening an empty search', async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET resolve': { body: resolveSearch() },
      'GET listings': { body: searchAnswer(0) },
      'GET map-markers': { body: { markers: [], count: 0 } },
      'GET listings-autocomplete-did-you-mean': { body: { suggestion: null } },
    });
    const { router } = renderApp('/rentals/ontario/toronto?beds=3&bounds=43.7,-79.3,43.6,-79.5');
    const empty = await screen.findByTestId('search-empty');
    expect(within(empty).getByRole('heading', { name: 'No rentals match your search' })).toBeInTheDocument();
    expect(within(empty).getByRole('link', { name: 'Search the whole province' })).toHaveAttribute(
      'href',
      '/rentals/ontario?beds=3',
    );
    expect(within(empty).getByRole('link', { name: 'Search all rentals' })).toHaveAttribute('href', '/rentals?beds=3');
    await user.click(within(empty).getByRole('button', { name: 'Search beyond the map area' }));
    await waitFor(() => expect(router.state.location.search).toBe('?beds=3'));
    await user.click(within(screen.getByTestId('search-empty')).getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByTestId('result-count')).toHaveTextContent('0 rentals');
  });

  it('shows an error with a retry when the search fails', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubFetch({
      'GET resolve': { body: resolveSearch() },
      'GET listings': () => (fail ? { status: 500, body: { message: 'Server Error' } } : { body: searchAnswer(3) }),
      'GET map-markers': { body: { markers: [], count: 0 } },
    });
    renderApp('/rentals/ontario/toronto');
    const error = await screen.findByTestId('search-error');
    expect(error).toHaveTextContent('The rentals could not be loaded');
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('search-results')).toBeInTheDocument();
    expect(screen.getByTestId('result-count')).toHaveTextContent('3 rentals');
  });

  it('suggests places as the renter types and keeps the filters when one is chosen', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      'GET resolve': { body: resolveSearch() },
      'GET listings': { body: searchAnswer(5) },
      'GET map-markers': { body: { markers: [], count: 0 } },
      'GET listings-autocomplete': {
        body: {
          suggestions: [
            {
              type: 'city',
              id: 9,
              label: 'Vancouver',
              sublabel: 'British Columbia',
              path: '/rentals/british-columbia/vancouver',
              listingCount: 1520,
            },
          ],
        },
      },
    });
    const { router } = renderApp('/rentals/ontario/toronto?beds=2&p=2');
    const box = await screen.findByRole('combobox', { name: 'City, area or address' });
    await user.type(box, 'Vanc');
    const option = await screen.findByRole('option', { name: /Vancouver/ });
    expect(option).toHaveTextContent('1,520 rentals');
    expect(queryOf(calls.find((c) => c.path === 'listings-autocomplete')!.url)).toEqual({ q: 'Vanc' });
    await user.click(option);
    await waitFor(() => expect(router.state.location.pathname).toBe('/rentals/british-columbia/vancouver'));
    expect(router.state.location.search).toBe('?beds=2');
  });

  it('chooses a suggestion with the arrow keys and Enter, and Escape closes the list', async () => {
    const user = userEvent.setup();
    const suggestion = (id: number, label: string) => ({
      type: 'city',
      id,
      label,
      sublabel: 'Ontario',
      path: `/rentals/ontario/${label.toLowerCase()}`,
      listingCount: null,
    });
    stubFetch({
      'GET resolve': { body: resolveSearch() },
      'GET listings': { body: searchAnswer(5) },
      'GET map-markers': { body: { markers: [], count: 0 } },
      'GET listings-autocomplete': { body: { suggestions: [suggestion(1, 'Ottawa'), suggestion(2, 'Oshawa')] } },
    });
    const { router } = renderApp('/rentals/ontario/toronto');
    const box = await screen.findByRole('combobox', { name: 'City, area or address' });
    await user.type(box, 'O');
    await user.type(box, 's');
    const list = screen.getByRole('listbox', { hidden: true });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: /Oshawa/ })).toHaveAttribute('aria-selected', 'true');
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /Oshawa/ }).id);
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/rentals/ontario/oshawa'));
  });

  it('offers a close spelling when nothing matches, and searches free text as a keyword', async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET resolve': { body: resolveSearch() },
      'GET listings': { body: searchAnswer(5) },
      'GET map-markers': { body: { markers: [], count: 0 } },
      'GET listings-autocomplete': { body: { suggestions: [] } },
      'GET listings-autocomplete-did-you-mean': {
        body: {
          suggestion: {
            type: 'city',
            id: 7,
            label: 'Toronto',
            sublabel: 'Ontario',
            path: '/rentals/ontario/toronto',
            listingCount: 10,
          },
        },
      },
    });
    const { router } = renderApp('/rentals');
    const box = await screen.findByRole('combobox', { name: 'City, area or address' });
    await user.type(box, 'Torontoo');
    expect(await screen.findByTestId('did-you-mean')).toHaveTextContent('Did you mean Toronto?');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=Torontoo'));
    expect(router.state.location.pathname).toBe('/rentals');
  });

  it('remembers the last searched URL and the previous location', async () => {
    stubSearch();
    renderApp('/rentals/ontario/toronto?beds=2&p=2');
    await screen.findByTestId('search-results');
    await waitFor(() =>
      expect(useLastSearchStore.getState().lastSearchUrl).toBe('/rentals/ontario/toronto?beds=2&p=2'),
    );
    expect(usePreviousLocationStore.getState().previousLocation).toEqual({
      path: TORONTO.path,
      label: 'Toronto, ON',
    });
    expect(sessionStorage.getItem('rentals:last-search-url')).toContain('/rentals/ontario/toronto?beds=2&p=2');
  });

  it('on a phone, switches between the list and the map', async () => {
    setViewport(375, 800);
    const user = userEvent.setup();
    stubSearch();
    renderApp('/rentals/ontario/toronto');
    expect(await screen.findByTestId('search-results')).toBeInTheDocument();
    expect(screen.queryByTestId('search-map')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Map' }));
    expect(screen.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByTestId('search-map')).toBeInTheDocument();
    expect(screen.queryByTestId('search-results')).toBeNull();
  });

  it('speaks French under /fr, with French links', async () => {
    stubFetch({
      'GET resolve': { body: resolveSearch() },
      'GET listings': { body: { ...searchAnswer(1), listings: [makeCard(1, { beds: 0, baths: 1.5 })] } },
      'GET map-markers': { body: { markers: [], count: 0 } },
    });
    renderApp('/fr/rentals/ontario/toronto');
    expect(await screen.findByRole('heading', { level: 1, name: 'Appartements à louer – Toronto, ON' })).toBeVisible();
    const card = await screen.findByTestId('listing-card');
    expect(within(card).getByText('Studio · 1,5 salle de bain · 850 pi²')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Main St/ })).toHaveAttribute(
      'href',
      '/fr/rentals/ontario/toronto/2-bed-apartment-at-1-main-st-1',
    );
    expect(screen.getByTestId('result-count')).toHaveTextContent('1 logement');
  });
});
