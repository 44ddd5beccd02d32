// The public cities index: what GET resolve answers for /cities becomes a heading per province with a link to
// its search page and its cities as links with their counts; /fr/cities keeps the /fr prefix; an empty index
// says so.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, stubFetch } from '../../../test/utils.tsx';

const meta = {
  title: 'Rentals by city | Rentals',
  description: 'By city',
  canonicalUrl: 'https://x.test/cities',
  image: null,
};

const index = {
  provinces: [
    {
      id: 1,
      name: 'Alberta',
      code: 'AB',
      path: '/rentals/alberta',
      cities: [
        { id: 10, name: 'Calgary', count: 12, path: '/rentals/alberta/calgary' },
        { id: 11, name: 'Edmonton', count: 1, path: '/rentals/alberta/edmonton' },
      ],
    },
    {
      id: 2,
      name: 'Ontario',
      code: 'ON',
      path: '/rentals/ontario',
      cities: [{ id: 20, name: 'Toronto', count: 340, path: '/rentals/ontario/toronto' }],
    },
  ],
};

describe('/cities', () => {
  it('shows each province with its cities as links to their search pages, with counts', async () => {
    stubFetch({ 'GET resolve': { body: { type: 'cities', meta, index } } });
    renderApp('/cities');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rentals by city' })).toBeInTheDocument();
    const sections = screen.getAllByTestId('cities-province');
    expect(sections).toHaveLength(2);
    const alberta = within(sections[0] as HTMLElement);
    expect(alberta.getByRole('heading', { level: 2, name: 'Alberta' })).toBeInTheDocument();
    expect(alberta.getByRole('link', { name: 'Calgary' })).toHaveAttribute('href', '/rentals/alberta/calgary');
    expect(alberta.getByRole('link', { name: 'Edmonton' })).toHaveAttribute('href', '/rentals/alberta/edmonton');
    expect(alberta.getByText('(12 rentals)')).toBeInTheDocument();
    expect(alberta.getByText('(1 rental)')).toBeInTheDocument();
    expect(alberta.getByRole('link', { name: 'All rentals in Alberta' })).toHaveAttribute('href', '/rentals/alberta');
    const ontario = within(sections[1] as HTMLElement);
    expect(ontario.getByRole('heading', { level: 2, name: 'Ontario' })).toBeInTheDocument();
    expect(ontario.getByRole('link', { name: 'Toronto' })).toHaveAttribute('href', '/rentals/ontario/toronto');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('keeps the /fr prefix on the links of the French page', async () => {
    stubFetch({ 'GET resolve': { body: { type: 'cities', meta, index } } });
    renderApp('/fr/cities');
    expect(await screen.findByRole('heading', { level: 1, name: 'Locations par ville' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Toronto' })).toHaveAttribute('href', '/fr/rentals/ontario/toronto');
    expect(screen.getByText('(340 locations)')).toBeInTheDocument();
  });

  it('says when no city has rentals', async () => {
    stubFetch({ 'GET resolve': { body: { type: 'cities', meta, index: { provinces: [] } } } });
    renderApp('/cities');
    expect(await screen.findByTestId('cities-empty')).toHaveTextContent('No rentals are listed right now.');
  });
});
