import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
// The route titles of the signed-in areas: texts registered after start-up get the region's words too.
import '../../app/panel/i18n/index.ts';
import { SiteMenu } from '../../app/shell/site-menu.tsx';
import {
  makeUser,
  renderApp,
  renderWithProviders,
  SITE_SETTINGS,
  sessionHandlers,
  signIn,
  stubFetch,
} from '../../test/utils.tsx';
import { useSiteStore } from '../site/store.ts';
import { setRegion, useTranslation } from './index.ts';

function Title() {
  const { t } = useTranslation();
  return <h1>{t('routes.favouriteListings')}</h1>;
}

describe('region words', () => {
  it('rewrites favourite as favorite in rendered text in the US region only', () => {
    renderWithProviders(<Title />);
    expect(screen.getByRole('heading')).toHaveTextContent('My Favourites');
    act(() => setRegion('US'));
    expect(screen.getByRole('heading')).toHaveTextContent('My Favorites');
    act(() => setRegion('CA'));
    expect(screen.getByRole('heading')).toHaveTextContent('My Favourites');
  });

  it('applies to menu titles from the server too', () => {
    useSiteStore.setState({
      menus: {
        Primary: {
          id: 1,
          menuItems: [
            {
              id: 7,
              title: 'Favourite cities',
              url: '/cities',
              externalUrl: null,
              target: '_self',
              pageType: null,
              children: [],
            },
          ],
        },
      },
    });
    setRegion('US');
    renderWithProviders(
      <MemoryRouter>
        <SiteMenu menuKey="Primary" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Favorite cities' })).toBeInTheDocument();
  });

  it('follows the region of the site settings: the renter sidebar says My Favorites in the US', async () => {
    const renter = makeUser();
    const permissions = { viewMyInquiries: true, viewFavouriteListings: true };
    signIn(renter, permissions);
    stubFetch({
      ...sessionHandlers(renter, permissions),
      'GET site-settings': {
        body: { ...SITE_SETTINGS, siteSettings: { ...SITE_SETTINGS.siteSettings, region: 'US' } },
      },
    });
    renderApp('/admin/dashboard');
    const card = await screen.findByTestId('dashboard-card-favouriteListings');
    await screen.findByText('My Favorites', { selector: 'p' });
    expect(card).toHaveTextContent('My Favorites');
    expect(card).toHaveAttribute('href', '/admin/favorite-listings');
  });
});
