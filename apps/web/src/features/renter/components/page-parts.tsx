// Small pieces the renter area's list pages share (favourites, recommended, viewed, My Inquiries): the empty
// state linking to search.
import { Button, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { selectListingsPermalink, useSiteStore } from '../../site/index.ts';

interface EmptyListProps {
  icon: ReactNode;
  title: string;
  body: string;
  browse: string;
  testId: string;
}

/** Nothing to list yet: what to do about it, and the way to the search. */
export function EmptyList({ icon, title, body, browse, testId }: EmptyListProps) {
  const permalink = useSiteStore(selectListingsPermalink);
  return (
    <EmptyState icon={icon} title={title} testId={testId}>
      <Text>{body}</Text>
      <Button component={Link} to={`/${permalink}`}>
        {browse}
      </Button>
    </EmptyState>
  );
}
