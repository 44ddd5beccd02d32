// One inquiry in full (/admin/my-inquiries/:id): when it was sent, the move-in date, the details the
// landlord received, the whole message, and the listing (or what it was, once no longer active).
import { Anchor, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconMessageOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { formatIsoDate, formatTimestamp } from '../../../components/listing-card/format.ts';
import { ListingCard } from '../../../components/listing-card/listing-card.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useLocalePath } from '../../../lib/use-locale-path.ts';
import { useMyInquiry } from '../api.ts';
import classes from '../inquiries.module.css';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

const BACK = '/admin/my-inquiries';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={BACK} size="sm" data-testid="inquiry-back">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('inquiries.detail.back')}
      </Group>
    </Anchor>
  );
}

export function InquiryPage() {
  const { t, i18n } = useTranslation();
  const localePath = useLocalePath();
  const id = Number(useParams().id);
  const query = useMyInquiry(Number.isInteger(id) && id > 0 ? id : 0);
  const inquiry = query.data?.inquiry;
  usePageTitle(inquiry ? t('inquiries.detail.title', { title: inquiry.listingTitle }) : null);

  if (query.isPending) {
    return (
      <Stack gap="md" aria-busy="true">
        <Text size="sm" c="dimmed" role="status">
          {t('inquiries.detail.loading')}
        </Text>
        <Skeleton height={32} width="60%" />
        <Skeleton height={220} radius="md" />
      </Stack>
    );
  }
  if (query.isError) {
    const missing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 422);
    return (
      <Stack gap="md">
        <BackLink />
        {missing ? (
          <EmptyState
            icon={<IconMessageOff size={32} aria-hidden />}
            title={t('inquiries.detail.notFoundTitle')}
            testId="inquiry-not-found"
          >
            <Text>{t('inquiries.detail.notFoundBody')}</Text>
          </EmptyState>
        ) : (
          <RetryAlert message={t('inquiries.detail.loadError')} onRetry={() => void query.refetch()} />
        )}
      </Stack>
    );
  }

  const data = query.data.inquiry;
  return (
    <Stack gap="lg" data-testid="inquiry-detail">
      <BackLink />
      <Title order={1} size="h2">
        {t('inquiries.detail.title', { title: data.listingTitle })}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder radius="md" p="md">
          <Stack gap="md">
            <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" m={0}>
              <Fact label={t('inquiries.detail.sent')}>{formatTimestamp(data.createdAt, i18n.language, true)}</Fact>
              <Fact label={t('inquiries.detail.moveInDate')}>
                {data.moveInDate ? formatIsoDate(data.moveInDate, i18n.language) : t('inquiries.detail.notSure')}
              </Fact>
              <Fact label={t('inquiries.detail.name')}>{data.name}</Fact>
              <Fact label={t('inquiries.detail.email')}>{data.email}</Fact>
              <Fact label={t('inquiries.detail.phone')}>{data.phone ?? t('inquiries.detail.noPhone')}</Fact>
            </SimpleGrid>
            <Stack gap={4}>
              <Title order={2} size="h4">
                {t('inquiries.detail.message')}
              </Title>
              <Text className={classes.message} data-testid="inquiry-message">
                {data.message}
              </Text>
            </Stack>
          </Stack>
        </Paper>
        <Stack gap="sm" component="section" aria-labelledby="inquiry-listing-title">
          <Title order={2} size="h4" id="inquiry-listing-title">
            {t('inquiries.detail.listing')}
          </Title>
          {data.listing ? (
            <>
              <ListingCard listing={data.listing} headingLevel={3} />
              <Button component={Link} to={localePath(data.listing.path)} variant="light">
                {t('inquiries.detail.writeAgain')}
              </Button>
            </>
          ) : (
            <Text data-testid="inquiry-listing-gone">
              {t('inquiries.detail.gone', { title: data.listingTitle, address: data.listingAddress })}
            </Text>
          )}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
