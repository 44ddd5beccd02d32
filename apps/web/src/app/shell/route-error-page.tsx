// Shown when a page throws or a chunk fails to load: a plain message and a way out (no shell, which
// may be what failed).
import { Button, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';

export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Container size="sm" py="xl" component="main" id="main-content">
      <Stack gap="md" align="flex-start" role="alert">
        <Title order={1}>{t('error.title')}</Title>
        <Text>{t('error.body')}</Text>
        <Group>
          <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
          <Button component="a" href="/" variant="default">
            {t('notFound.home')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

/** Shown while the first page's code loads (a signed-in area opened directly). */
export function StartupFallback() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" role="status" aria-label={t('common.loading')}>
      <Loader aria-hidden />
    </Center>
  );
}
