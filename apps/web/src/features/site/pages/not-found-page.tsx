// Unknown paths (with or without /fr). The server-side page resolver comes later; until then the
// listings permalink (e.g. /rentals, /rentals/favourites) says search is coming, and anything else is
// not found.
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { stripLanguagePrefix } from '../../../lib/i18n/index.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useLocalePath } from '../../../lib/use-locale-path.ts';
import { selectListingsPermalink, useSiteStore } from '../store.ts';

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
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const permalink = useSiteStore(selectListingsPermalink);
  const first = stripLanguagePrefix(pathname).split('/')[1];
  if (first && first === permalink) {
    return (
      <Message title={t('comingSoon.searchTitle')} body={t('comingSoon.searchBody')} testId="search-coming-soon" />
    );
  }
  return <NotFoundPage />;
}
