// The not-found page: the router's for unknown paths under a route, and the page resolver's
// (features/search/pages/resolved-page.tsx) when the server knows nothing at a path.
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useLocalePath } from '../../../lib/use-locale-path.ts';

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
