// A list of rentals still empty (favourites, viewed, recommended, inquiries, email alerts): what to do about
// it, and a button to the search in the language shown. In the signed-in areas that language comes from the
// user's locale, not from the path, so the link follows the texts' language rather than the URL's /fr.
import { Button, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { localizePath, useTranslation } from '../lib/i18n/index.ts';
import { selectListingsPermalink, useSiteStore } from '../lib/site/store.ts';
import { EmptyState } from './empty-state.tsx';

interface BrowseRentalsEmptyStateProps {
  icon: ReactNode;
  title: string;
  body: string;
  /** The button's text ("Browse rentals"). */
  browse: string;
  testId?: string;
}

export function BrowseRentalsEmptyState({ icon, title, body, browse, testId }: BrowseRentalsEmptyStateProps) {
  const { i18n } = useTranslation();
  const permalink = useSiteStore(selectListingsPermalink);
  const search = localizePath(`/${permalink}`, i18n.language === 'fr' ? 'fr' : 'en');
  return (
    <EmptyState icon={icon} title={title} testId={testId}>
      <Text>{body}</Text>
      <Button component={Link} to={search}>
        {browse}
      </Button>
    </EmptyState>
  );
}
