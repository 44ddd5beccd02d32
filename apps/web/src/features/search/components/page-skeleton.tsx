// What a public page of the catch-all route shows while its code or its resolution loads: the search
// page's outline (title, count, cards), so nothing jumps when it arrives.
import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/index.ts';

export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" p="md" aria-busy="true" aria-label={t('common.loading')} data-testid="page-loading">
      <Skeleton height={32} width="60%" />
      <Skeleton height={16} width={120} />
      <Skeleton height={36} width="100%" />
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 16 }}>
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
          <Skeleton key={i} height={280} />
        ))}
      </div>
    </Stack>
  );
}
