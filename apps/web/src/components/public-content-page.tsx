// The frame of a public content page that the server renders whole (the cities index, the FAQ): breadcrumbs
// back to the home page, the page's heading (also its document title), then its content, or a dimmed line
// saying there is nothing to show yet.
import { Anchor, Breadcrumbs, Container, type MantineSize, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { localizePath, useTranslation } from '../lib/i18n/index.ts';
import { usePageTitle } from '../lib/page-title.ts';

interface PublicContentPageProps {
  /** The container's width. */
  size: MantineSize;
  heading: string;
  /** The breadcrumbs' accessible name and the home link's text. */
  breadcrumbs: { label: string; home: string };
  /** Names the heading's and the empty line's data-testid: "cities" gives cities-title and cities-empty. */
  testIdPrefix: string;
  /** When set, shown instead of the children. */
  emptyText?: string | null;
  children?: ReactNode;
}

export function PublicContentPage({
  size,
  heading,
  breadcrumbs,
  testIdPrefix,
  emptyText,
  children,
}: PublicContentPageProps) {
  const { i18n } = useTranslation();
  usePageTitle(heading);
  return (
    <Container size={size} py="xl">
      <Stack gap="lg">
        <Breadcrumbs aria-label={breadcrumbs.label} separator="›">
          <Anchor component={Link} to={localizePath('/', i18n.language === 'fr' ? 'fr' : 'en')}>
            {breadcrumbs.home}
          </Anchor>
          <Text span aria-current="page">
            {heading}
          </Text>
        </Breadcrumbs>
        <Title order={1} data-testid={`${testIdPrefix}-title`}>
          {heading}
        </Title>
        {emptyText ? (
          <Text c="dimmed" data-testid={`${testIdPrefix}-empty`}>
            {emptyText}
          </Text>
        ) : (
          children
        )}
      </Stack>
    </Container>
  );
}
