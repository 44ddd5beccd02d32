// Small pieces the renter's list pages share: the empty state linking to search, and dates as renters read them.
import { Button, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { selectListingsPermalink, useSiteStore } from '../../site/index.ts';

/** "Jun 1, 2025" (en) or "1 juin 2025" (fr), in the renter's time zone. */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(date);
}

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
