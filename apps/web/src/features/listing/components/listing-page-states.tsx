// The listing page while its listing cannot be shown: loading (the page's footprint), not found, failed.
import { Button, Container, Grid, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useListingPaths } from '../listing-paths.ts';

export function ListingNotFound() {
  const { t } = useTranslation();
  const paths = useListingPaths(null);
  return (
    <Container size="sm" py="xl">
      <Stack gap="md" align="flex-start" data-testid="listing-not-found">
        <Title order={1}>{t('listing.notFound.title')}</Title>
        <Text>{t('listing.notFound.body')}</Text>
        <Group gap="sm">
          <Button component={Link} to={paths.back}>
            {t('listing.backToSearch')}
          </Button>
          <Button component={Link} to={paths.all} variant="default">
            {t('listing.notFound.browse')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

export function ListingLoadError({ error, onRetry }: { error: string | null; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Stack gap="md" align="flex-start" data-testid="listing-error" role="alert">
        <Title order={1}>{t('listing.loadError.title')}</Title>
        <Text>{t('listing.loadError.body')}</Text>
        {error && (
          <Text size="sm" c="dimmed">
            {error}
          </Text>
        )}
        <Button onClick={onRetry}>{t('common.tryAgain')}</Button>
      </Stack>
    </Container>
  );
}

/** The page's footprint while the listing loads: the same frame for the photo, so nothing jumps. */
export function ListingSkeleton() {
  const { t } = useTranslation();
  return (
    <Container size="xl" py="md" aria-busy="true" data-testid="listing-loading">
      <VisuallyHidden role="status">{t('listing.loading')}</VisuallyHidden>
      <Stack gap="lg">
        <Skeleton h={20} w={280} />
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              <Skeleton style={{ aspectRatio: '3 / 2' }} radius="md" />
              <Skeleton h={32} w="70%" />
              <Skeleton h={18} w="50%" />
              <Skeleton h={28} w={180} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Skeleton h={420} radius="md" />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
