// /support/reported-listings/{id}: one reported listing's file. The outcome form first (while reports are
// open), then every report, the listing as renters see it, its landlord and company, the landlord's other
// listings, and the History tab. Every outcome asks for confirmation before it is applied.
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Image,
  Loader,
  Radio,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { formatMoney } from '@rentals/shared/format';
import {
  REPORT_NOTE_MAX,
  REPORT_OUTCOMES,
  type ReportedListingDetail,
  type ReportOutcome,
} from '@rentals/shared/resources/support-reports';
import { validationMessage } from '@rentals/shared/validation-messages';
import { IconExternalLink, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { HistoryTab, useResourceRecord } from '../../../components/resource/index.ts';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { flash } from '../../../lib/alerts.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { REPORTED_LISTINGS_PATH, useReportOutcome } from '../api.ts';
import '../i18n/index.ts';
import { reasonLabel } from '../resources/reported-listings.tsx';

type Language = 'en' | 'fr';

function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'fr' ? 'fr' : 'en';
}

const when = (value: string, language: Language) =>
  new Date(value).toLocaleString(language === 'fr' ? 'fr-CA' : 'en-CA');

function OutcomeForm({ file }: { file: ReportedListingDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const apply = useReportOutcome(file.id);
  const [outcome, setOutcome] = useState<ReportOutcome>('dismiss');
  const [note, setNote] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const open = file.reports.filter((r) => r.status === 'open').length;

  const submit = async () => {
    setErrors({});
    setFormError(null);
    try {
      const result = await apply.mutateAsync({ outcome, note, message: outcome === 'dismiss' ? '' : message });
      flash(result.message, 'success');
      navigate('/support/reported-listings');
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        setErrors(Object.fromEntries(Object.entries(error.errors).map(([field, list]) => [field, list[0] ?? ''])));
      }
      setFormError(errorMessage(error));
    }
  };

  const confirm = (event: React.FormEvent) => {
    event.preventDefault();
    if (outcome === 'ask-fix' && message.trim() === '') {
      setErrors({ message: validationMessage('required', 'message', language) });
      return;
    }
    modals.openConfirmModal({
      title: t('supportReports.confirmTitle', {
        outcome: t(`supportReports.outcomes.${outcome}`),
        title: file.listing.title,
      }),
      children: (
        <Stack gap="xs">
          <Text size="sm">{t('supportReports.confirmBody', { count: open })}</Text>
          <Text size="sm" c="dimmed">
            {t(`supportReports.outcomeHints.${outcome}`)}
          </Text>
        </Stack>
      ),
      labels: { confirm: t('supportReports.confirm'), cancel: t('supportReports.cancel') },
      confirmProps: {
        color: outcome === 'hide' || outcome === 'remove' ? 'red' : 'blue',
        'data-testid': 'outcome-confirm',
      } as never,
      onConfirm: () => void submit(),
    });
  };

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="handle-title">
      <form onSubmit={confirm} noValidate data-testid="outcome-form">
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={2} size="h4" id="handle-title">
              {t('supportReports.handle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('supportReports.handleHint')}
            </Text>
          </Stack>
          <FormAlert message={formError} />
          <Radio.Group
            value={outcome}
            onChange={(value) => setOutcome(value as ReportOutcome)}
            label={t('supportReports.outcome')}
            required
          >
            <Stack gap="sm" mt="xs">
              {REPORT_OUTCOMES.map((value) => (
                <Radio
                  key={value}
                  value={value}
                  label={t(`supportReports.outcomes.${value}`)}
                  description={t(`supportReports.outcomeHints.${value}`)}
                  data-testid={`outcome-${value}`}
                />
              ))}
            </Stack>
          </Radio.Group>
          {outcome !== 'dismiss' && (
            <Textarea
              label={t('supportReports.message')}
              description={t(
                outcome === 'ask-fix' ? 'supportReports.messageHintRequired' : 'supportReports.messageHintOptional',
              )}
              required={outcome === 'ask-fix'}
              autosize
              minRows={3}
              maxLength={REPORT_NOTE_MAX}
              value={message}
              onChange={(event) => setMessage(event.currentTarget.value)}
              error={errors.message}
              data-testid="outcome-message"
            />
          )}
          <Textarea
            label={t('supportReports.note')}
            description={t('supportReports.noteHint')}
            autosize
            minRows={2}
            maxLength={REPORT_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={errors.note}
            data-testid="outcome-note"
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={apply.isPending}
              color={outcome === 'hide' || outcome === 'remove' ? 'red' : 'blue'}
              data-testid="outcome-apply"
            >
              {t('supportReports.apply')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

function Reports({ file }: { file: ReportedListingDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Stack gap="sm" component="section" aria-labelledby="reports-title">
      <Title order={2} size="h4" id="reports-title">
        {t('supportReports.reports')} ({file.reports.length})
      </Title>
      {file.reports.map((report) => (
        <Card key={report.id} withBorder padding="sm" data-testid="report">
          <Stack gap={6}>
            <Group gap="xs" justify="space-between">
              <Group gap="xs">
                <Badge color={report.reason === 'scam' ? 'red.9' : 'gray.7'} variant="outline">
                  {reasonLabel(report.reason, language)}
                </Badge>
                <Badge variant="outline" color={report.status === 'open' ? 'red.9' : 'gray.7'}>
                  {t(`supportReports.reportStatuses.${report.status}`)}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {when(report.createdAt, language)}
              </Text>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {report.details || (
                <Text span c="dimmed" size="sm">
                  {t('supportReports.noDetails')}
                </Text>
              )}
            </Text>
            <Text size="xs" c="dimmed">
              {t('supportReports.reporter')}:{' '}
              {report.reporterId ? (
                <Anchor component={Link} to={`/support/user/${report.reporterId}`} size="xs">
                  {report.reporterName || report.reporterEmail}
                </Anchor>
              ) : (
                (report.reporterEmail ?? t('supportReports.anonymous'))
              )}
              {report.reporterId && report.reporterEmail ? ` · ${report.reporterEmail}` : ''}
            </Text>
            {report.resolvedAt && (
              <Text size="xs" c="dimmed">
                {report.outcome && `${t(`supportReports.outcomes.${report.outcome}`)} · `}
                {t('supportReports.handledBy', {
                  name: report.resolvedBy ?? t('supportReports.noOne'),
                  date: when(report.resolvedAt, language),
                })}
                {report.note && ` · ${report.note}`}
              </Text>
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

function ListingFacts({ file }: { file: ReportedListingDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { listing } = file;
  const address = [listing.streetAddress, listing.unit, listing.cityName, listing.provinceCode, listing.postalCode]
    .filter(Boolean)
    .join(', ');
  return (
    <Stack gap="sm" component="section" aria-labelledby="listing-title">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4" id="listing-title">
          {t('supportReports.listing')}
        </Title>
        <Anchor href={listing.publicPath} target="_blank" rel="noopener" size="sm" data-testid="public-page">
          <Group gap={4} component="span">
            {t('supportReports.openPublicPage')}
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <Fact label={t('supportReports.address')}>{address}</Fact>
        <Fact label={t('supportReports.rent')}>{formatMoney(listing.rent)}</Fact>
        <Fact label={t('supportReports.bedsBaths')}>
          {listing.beds} / {listing.baths}
        </Fact>
        <Fact label={t('supportReports.status')}>{t(`supportReports.listingStatuses.${listing.status}`)}</Fact>
        <Fact label={t('supportReports.created')}>{when(listing.createdAt, language)}</Fact>
        <Fact label={t('supportReports.listed')}>
          {listing.enabledAt ? when(listing.enabledAt, language) : t('supportReports.noOne')}
        </Fact>
      </SimpleGrid>
      <Fact label={t('supportReports.photos')}>
        {listing.photos.length === 0 ? (
          t('supportReports.noPhotos')
        ) : (
          <Group gap="xs" mt={4}>
            {listing.photos.map((photo) => (
              <Image key={photo.id} src={photo.url} alt={photo.alt} w={120} h={80} radius="sm" fit="cover" />
            ))}
          </Group>
        )}
      </Fact>
      <Fact label={t('supportReports.description')}>
        <Text size="sm" lineClamp={6} style={{ whiteSpace: 'pre-line' }}>
          {listing.description || t('supportReports.noOne')}
        </Text>
      </Fact>
    </Stack>
  );
}

function Landlord({ file }: { file: ReportedListingDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { landlord, company } = file;
  return (
    <Stack gap="sm" component="section" aria-labelledby="landlord-title">
      <Title order={2} size="h4" id="landlord-title">
        {t('supportReports.landlord')}
      </Title>
      {landlord ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <Fact label={t('supportReports.landlord')}>
            <Anchor component={Link} to={`/support/user/${landlord.id}`} size="sm" data-testid="landlord-link">
              {landlord.name || landlord.email}
            </Anchor>
          </Fact>
          <Fact label={t('supportReports.email')}>{landlord.email}</Fact>
          <Fact label={t('supportReports.phone')}>{landlord.phone ?? t('supportReports.noOne')}</Fact>
          <Fact label={t('supportReports.accountStatus')}>{landlord.status}</Fact>
          <Fact label={t('supportReports.joined')}>{when(landlord.createdAt, language)}</Fact>
          <Fact label={t('supportReports.company')}>
            {company ? (
              <Anchor component={Link} to={`/support/company/${company.id}`} size="sm">
                {company.name}
              </Anchor>
            ) : (
              t('supportReports.noOne')
            )}
          </Fact>
        </SimpleGrid>
      ) : (
        <Text size="sm" c="dimmed">
          {t('supportReports.noLandlord')}
        </Text>
      )}
    </Stack>
  );
}

function OtherListings({ file }: { file: ReportedListingDetail }) {
  const { t } = useTranslation();
  if (file.otherListings.length === 0) {
    return (
      <Stack gap="xs" component="section" aria-labelledby="others-title">
        <Title order={2} size="h4" id="others-title">
          {t('supportReports.otherListings')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('supportReports.noOtherListings')}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="xs" component="section" aria-labelledby="others-title">
      <Title order={2} size="h4" id="others-title">
        {t('supportReports.otherListings')}
      </Title>
      <ScrollTable minWidth={520} label={t('supportReports.otherListings')}>
        <Table withTableBorder striped fz="sm" data-testid="other-listings">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('supportReports.listing')}</Table.Th>
              <Table.Th>{t('supportReports.status')}</Table.Th>
              <Table.Th>{t('supportReports.rent')}</Table.Th>
              <Table.Th>{t('supportReports.city')}</Table.Th>
              <Table.Th>{t('supportReports.openReports')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {file.otherListings.map((other) => (
              <Table.Tr key={other.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/support/listing/${other.id}`} size="sm">
                    {other.title}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  {t(`supportReports.listingStatuses.${other.status}`)}
                  {other.onHold && (
                    <Badge ml={4} size="xs" color="red.9">
                      {t('supportReports.onHold')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{formatMoney(other.rent)}</Table.Td>
                <Table.Td>{other.cityName}</Table.Td>
                <Table.Td>
                  {other.openReports > 0 ? (
                    <Anchor component={Link} to={`/support/reported-listings/${other.id}`} size="sm">
                      {other.openReports}
                    </Anchor>
                  ) : (
                    0
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      {file.otherListingsTotal > file.otherListings.length && (
        <Text size="xs" c="dimmed">
          {t('supportReports.otherListingsMore', { shown: file.otherListings.length, total: file.otherListingsTotal })}
        </Text>
      )}
    </Stack>
  );
}

export function ReportedListingPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { id = '' } = useParams();
  const record = useResourceRecord<ReportedListingDetail>(REPORTED_LISTINGS_PATH, id);

  let body: React.ReactNode;
  if (record.isError) {
    const missing = record.error instanceof ApiError && record.error.status === 404;
    body = missing ? (
      <Text data-testid="reported-listing-missing">{t('resource.notFound')}</Text>
    ) : (
      <RetryAlert message={t('resource.recordLoadFailed')} onRetry={() => void record.refetch()} />
    );
  } else if (record.isPending) {
    body = <Loader size="sm" aria-label={t('resource.loading')} />;
  } else {
    const file = record.data;
    const open = file.reports.some((r) => r.status === 'open');
    body = (
      <Stack gap="lg" data-testid="reported-listing">
        {file.listing.moderationHoldAt && (
          <Alert color="red" icon={<IconLock size={18} aria-hidden />} data-testid="hold-banner">
            {t('supportReports.holdBanner', {
              date: when(file.listing.moderationHoldAt, language),
              reason: file.listing.moderationHoldReason ?? '',
            })}
          </Alert>
        )}
        {open ? (
          <OutcomeForm file={file} />
        ) : (
          <Alert color="gray" data-testid="no-open-reports">
            {t('supportReports.noOpen')}
          </Alert>
        )}
        <Tabs defaultValue="details" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="details">{t('resource.details')}</Tabs.Tab>
            <Tabs.Tab value="history" data-testid="history-tab">
              {t('resource.history')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="details" pt="md">
            <Stack gap="xl">
              <Reports file={file} />
              <ListingFacts file={file} />
              <Landlord file={file} />
              <OtherListings file={file} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="history" pt="md">
            <HistoryTab apiPath={REPORTED_LISTINGS_PATH} id={file.id} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    );
  }

  return <PageFrame title={record.data?.listing.title ?? t('routes.reportedListingShow')}>{body}</PageFrame>;
}
