// The notices above the results that few pages show: a refresh that failed (the last results stay), a page
// past the end, listings gone from the favourites. Hydrated later (later-parts.ts), like the retry alert.
import { Alert, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

export function RefreshError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" data-testid="search-error">
      <Group justify="space-between">
        <Text size="sm">{t('search.errorTitle')}</Text>
        <Button size="compact-sm" variant="light" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      </Group>
    </Alert>
  );
}

export function PastEnd({ firstPageHref }: { firstPageHref: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="blue" data-testid="past-end">
      <Text size="sm" mb="xs">
        {t('search.pastEnd')}
      </Text>
      <Button component={Link} to={firstPageHref} size="compact-sm" variant="light">
        {t('search.firstPage')}
      </Button>
    </Alert>
  );
}

export function FavouritesGone() {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" data-testid="favourites-gone">
      {t('search.favouritesGone')}
    </Alert>
  );
}
