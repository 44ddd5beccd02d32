// The not-found page, and the catch-all route's page (every path no other route takes, with or without /fr):
// the page resolver, in its own chunk with the search and favourites pages, asks the server what the path
// is (features/search/pages/resolved-page.tsx) and falls back to the not-found page.
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useLocalePath } from '../../../lib/use-locale-path.ts';
import { PageSkeleton } from '../../search/components/page-skeleton.tsx';

const ResolvedPage = lazy(() =>
  import('../../search/pages/resolved-page.tsx').then((m) => ({ default: m.ResolvedPage })),
);

function Message({ title, body, testId }: { title: string; body: string; testId: string }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  usePageTitle(title);
  return (
    <Container size="sm" py="xl">
      <Stack gap="md" align="flex-start" data-testid={testId}>
        <Title order={1}>{title}</Title>
        <Text>{body}</Text>
        <Button component={Link} to={localePath('/')} variant="light">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return <Message title={t('notFound.title')} body={t('notFound.body')} testId="not-found" />;
}

export function CatchAllPage() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <ResolvedPage />
    </Suspense>
  );
}
