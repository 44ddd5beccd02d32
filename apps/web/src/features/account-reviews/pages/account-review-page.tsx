// /support/account-reviews/{id}: one account under review. The decision first (while the review is open),
// then the fraud signals, each explained in plain words with its evidence (numbers, links to the other
// accounts and listings), the score as the sum of its parts, the account, its listings, why it is in the
// queue, and the History tab. Every decision asks for confirmation before it is applied.
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  Loader,
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
  type AccountReviewDetail,
  type AccountSignal,
  DOCUMENTS_MESSAGE_MAX,
  OPEN_REVIEW_STATUSES,
  SUSPEND_NOTE_MAX,
} from '@rentals/shared/resources/account-reviews';
import { validationMessage } from '@rentals/shared/validation-messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { HistoryTab, useResourceRecord } from '../../../components/resource/index.ts';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { flash } from '../../../lib/alerts.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { ACCOUNT_REVIEWS_PATH, type ReviewDecision, useReviewDecision } from '../api.ts';
import '../i18n/index.ts';
import { STATUS_COLORS, scoreColor } from '../resources/account-reviews.tsx';

type Language = 'en' | 'fr';

function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'fr' ? 'fr' : 'en';
}

const when = (value: string, language: Language) =>
  new Date(value).toLocaleString(language === 'fr' ? 'fr-CA' : 'en-CA');

const accountName = (review: AccountReviewDetail) => review.user.name || review.user.email;

function Decision({ review }: { review: AccountReviewDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const decide = useReviewDecision(review.id);
  const [mode, setMode] = useState<'choose' | 'documents'>('choose');
  const [note, setNote] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const name = accountName(review);

  const apply = async (decision: ReviewDecision) => {
    setErrors({});
    setFormError(null);
    try {
      const result = await decide.mutateAsync(decision);
      flash(result.message, 'success');
      setMode('choose');
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        setErrors(Object.fromEntries(Object.entries(error.errors).map(([field, list]) => [field, list[0] ?? ''])));
      }
      setFormError(errorMessage(error));
    }
  };

  const confirm = (title: string, body: string, color: string, decision: ReviewDecision, testId: string) =>
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{body}</Text>,
      labels: { confirm: title.replace(/\?$/, ''), cancel: t('accountReviews.cancel') },
      confirmProps: { color, 'data-testid': testId } as never,
      onConfirm: () => void apply(decision),
    });

  const body = note.trim() ? { note: note.trim() } : {};

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="decide-title" data-testid="review-decision">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4" id="decide-title">
            {t('accountReviews.decide')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('accountReviews.decideHint')}
          </Text>
        </Stack>
        <FormAlert message={formError} />
        {mode === 'documents' ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (message.trim() === '') {
                setErrors({ message: validationMessage('required', 'message', language) });
                return;
              }
              confirm(
                t('accountReviews.confirmDocuments', { email: review.user.email }),
                message.trim(),
                'blue',
                { action: 'request-documents', body: { message: message.trim() } },
                'confirm-documents',
              );
            }}
          >
            <Stack gap="sm">
              <Textarea
                label={t('accountReviews.message')}
                description={t('accountReviews.messageHint', { email: review.user.email })}
                required
                autosize
                minRows={4}
                maxLength={DOCUMENTS_MESSAGE_MAX}
                value={message}
                onChange={(event) => setMessage(event.currentTarget.value)}
                error={errors.message}
                data-testid="documents-message"
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setMode('choose')}>
                  {t('accountReviews.cancel')}
                </Button>
                <Button type="submit" loading={decide.isPending} data-testid="documents-send">
                  {t('accountReviews.send')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Stack gap="sm">
            <Textarea
              label={t('accountReviews.note')}
              autosize
              minRows={2}
              maxLength={SUSPEND_NOTE_MAX}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              error={errors.note}
              data-testid="decision-note"
            />
            <Group gap="sm">
              <Button
                color="teal.9"
                loading={decide.isPending}
                data-testid="review-approve"
                onClick={() =>
                  confirm(
                    t('accountReviews.confirmApprove', { name }),
                    t('accountReviews.confirmApproveBody'),
                    'teal.9',
                    { action: 'approve', body },
                    'confirm-approve',
                  )
                }
              >
                {t('accountReviews.approve')}
              </Button>
              <Button variant="default" onClick={() => setMode('documents')} data-testid="review-documents">
                {t('accountReviews.requestDocuments')}
              </Button>
              <Button
                color="red"
                loading={decide.isPending}
                data-testid="review-suspend"
                onClick={() =>
                  confirm(
                    t('accountReviews.confirmSuspend', { name }),
                    t('accountReviews.confirmSuspendBody', { count: review.listingCount }),
                    'red',
                    { action: 'suspend', body },
                    'confirm-suspend',
                  )
                }
              >
                {t('accountReviews.suspend')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function DecidedBy({ review }: { review: AccountReviewDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!review.decidedAt) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="decided-by">
      {t('accountReviews.decidedBy', {
        decision: t(`accountReviews.statuses.${review.status}`),
        name: review.decidedBy ? review.decidedBy.name || review.decidedBy.email : t('accountReviews.decidedBySystem'),
        date: when(review.decidedAt, language),
      })}
      {review.decisionNote ? ` · ${review.decisionNote}` : ''}
    </Text>
  );
}

function ListingLink({ id }: { id: number }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={`/support/listing/${id}`} size="sm">
      {t('accountReviews.evidence.listingNumber', { id })}
    </Anchor>
  );
}

function OtherAccount({ id, email }: { id: number | null; email: string | null }) {
  const { t } = useTranslation();
  if (id == null) return <>{t('accountReviews.evidence.unknownOwner')}</>;
  return (
    <Anchor component={Link} to={`/support/user/${id}`} size="sm">
      {email ?? `#${id}`}
    </Anchor>
  );
}

function Evidence({ signal }: { signal: AccountSignal }) {
  const { t } = useTranslation();
  switch (signal.kind) {
    case 'lowRent':
      return (
        <List size="sm" spacing={4}>
          {signal.evidence.listings.map((listing) => (
            <List.Item key={listing.listingId}>
              <Anchor component={Link} to={`/support/listing/${listing.listingId}`} size="sm">
                {t('accountReviews.evidence.lowRent', {
                  title: listing.title,
                  city: listing.city,
                  beds: listing.beds,
                  rent: formatMoney(listing.rent),
                  percent: listing.percent,
                  median: formatMoney(listing.median),
                  sample: listing.sample,
                })}
              </Anchor>
            </List.Item>
          ))}
        </List>
      );
    case 'reusedPhotos':
      return (
        <List size="sm" spacing={4}>
          {signal.evidence.matches.map((match) => (
            <List.Item key={`${match.photoId}-${match.otherPhotoId}`}>
              <ListingLink id={match.listingId} /> ↔ <ListingLink id={match.otherListingId} /> (
              {t('accountReviews.evidence.ownedBy')}{' '}
              <OtherAccount id={match.otherUserId} email={match.otherUserEmail} />,{' '}
              {t('accountReviews.evidence.bitsApart', { distance: match.distance })})
            </List.Item>
          ))}
        </List>
      );
    case 'reusedText':
      return (
        <List size="sm" spacing={4}>
          {signal.evidence.matches.map((match) => (
            <List.Item key={`${match.listingId}-${match.otherListingId}`}>
              <ListingLink id={match.listingId} /> = <ListingLink id={match.otherListingId} /> (
              {t('accountReviews.evidence.ownedBy')}{' '}
              <OtherAccount id={match.otherUserId} email={match.otherUserEmail} />)
            </List.Item>
          ))}
        </List>
      );
    case 'sharedContact':
      return (
        <List size="sm" spacing={4}>
          {signal.evidence.matches.map((match) => (
            <List.Item key={`${match.otherUserId}-${match.match}-${match.value}`}>
              {t(
                match.match === 'email'
                  ? 'accountReviews.evidence.contactEmail'
                  : 'accountReviews.evidence.contactPhone',
                {
                  value: match.value,
                },
              )}{' '}
              <OtherAccount id={match.otherUserId} email={match.otherUserEmail} />
            </List.Item>
          ))}
        </List>
      );
    default:
      return null;
  }
}

function explanation(signal: AccountSignal, t: ReturnType<typeof useTranslation>['t']) {
  switch (signal.kind) {
    case 'lowRent':
      return t('accountReviews.explain.lowRent', { threshold: signal.evidence.threshold });
    case 'firstHourBurst':
      return t('accountReviews.explain.firstHourBurst', signal.evidence);
    case 'disposableEmail':
      return t('accountReviews.explain.disposableEmail', signal.evidence);
    default:
      return t(`accountReviews.explain.${signal.kind}`);
  }
}

function Signals({ review }: { review: AccountReviewDetail }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="signals-title" data-testid="review-signals">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4" id="signals-title">
          {t('accountReviews.signalsTitle')}
        </Title>
        <Badge size="xl" autoContrast color={scoreColor(review.score)} data-testid="review-score">
          {review.score}
        </Badge>
      </Group>
      {review.signals.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="no-signals">
          {t('accountReviews.noSignals')}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('accountReviews.scoreParts', { score: review.score })}{' '}
            {review.signals.map((s) => `${t(`accountReviews.signals.${s.kind}`)} +${s.weight}`).join(' · ')}
          </Text>
          {review.signals.map((signal) => (
            <Card key={signal.kind} withBorder padding="sm" data-testid={`signal-${signal.kind}`}>
              <Stack gap={6}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text fw={600} size="sm">
                    {t(`accountReviews.signals.${signal.kind}`)}
                  </Text>
                  <Badge color="red.9" variant="outline">
                    {t('accountReviews.weight', { weight: signal.weight })}
                  </Badge>
                </Group>
                <Text size="sm">{explanation(signal, t)}</Text>
                <Evidence signal={signal} />
              </Stack>
            </Card>
          ))}
        </>
      )}
    </Stack>
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

function Account({ review }: { review: AccountReviewDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { user } = review;
  return (
    <Stack gap="sm" component="section" aria-labelledby="account-title">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4" id="account-title">
          {t('accountReviews.accountTitle')}
        </Title>
        <Anchor component={Link} to={`/support/user/${user.id}`} size="sm">
          {t('accountReviews.viewAccount')}
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <Fact label={t('accountReviews.email')}>{user.email}</Fact>
        <Fact label={t('accountReviews.phone')}>{user.phone ?? t('accountReviews.none')}</Fact>
        <Fact label={t('accountReviews.company')}>
          {user.companyId ? (
            <Anchor component={Link} to={`/support/company/${user.companyId}`} size="sm">
              {user.companyName ?? `#${user.companyId}`}
            </Anchor>
          ) : (
            t('accountReviews.none')
          )}
        </Fact>
        <Fact label={t('accountReviews.accountStatus')}>{user.status}</Fact>
        <Fact label={t('accountReviews.joined')}>{when(user.createdAt, language)}</Fact>
        <Fact label={t('accountReviews.lastLogin')}>
          {user.lastLoginAt ? when(user.lastLoginAt, language) : t('accountReviews.never')}
        </Fact>
      </SimpleGrid>
    </Stack>
  );
}

function Listings({ review }: { review: AccountReviewDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Stack gap="xs" component="section" aria-labelledby="listings-title">
      <Title order={2} size="h4" id="listings-title">
        {t('accountReviews.listingsTitle')} ({review.listingCount})
      </Title>
      {review.listings.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('accountReviews.noListings')}
        </Text>
      ) : (
        <ScrollTable minWidth={560} label={t('accountReviews.listingsTitle')}>
          <Table withTableBorder striped fz="sm" data-testid="review-listings">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('accountReviews.title')}</Table.Th>
                <Table.Th>{t('accountReviews.status')}</Table.Th>
                <Table.Th>{t('accountReviews.rent')}</Table.Th>
                <Table.Th>{t('accountReviews.city')}</Table.Th>
                <Table.Th>{t('accountReviews.created')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {review.listings.map((listing) => (
                <Table.Tr key={listing.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/support/listing/${listing.id}`} size="sm">
                      {listing.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{listing.status}</Table.Td>
                  <Table.Td>{formatMoney(listing.rent)}</Table.Td>
                  <Table.Td>{listing.city}</Table.Td>
                  <Table.Td>{when(listing.createdAt, language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Stack>
  );
}

function Reasons({ review }: { review: AccountReviewDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Stack gap="xs" component="section" aria-labelledby="reasons-title">
      <Title order={2} size="h4" id="reasons-title">
        {t('accountReviews.reasonsTitle')}
      </Title>
      {review.reasons.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('accountReviews.noReasons')}
        </Text>
      ) : (
        <List size="sm" spacing={4}>
          {review.reasons.map((reason) => (
            <List.Item key={`${reason.at}-${reason.reason}`}>
              {reason.reason} · {when(reason.at, language)}
              {reason.note ? ` · ${reason.note}` : ''}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

export function AccountReviewPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const record = useResourceRecord<AccountReviewDetail>(ACCOUNT_REVIEWS_PATH, id);

  let body: React.ReactNode;
  if (record.isError) {
    const missing = record.error instanceof ApiError && record.error.status === 404;
    body = missing ? (
      <Text data-testid="account-review-missing">{t('resource.notFound')}</Text>
    ) : (
      <RetryAlert message={t('resource.recordLoadFailed')} onRetry={() => void record.refetch()} />
    );
  } else if (record.isPending) {
    body = <Loader size="sm" aria-label={t('resource.loading')} />;
  } else {
    const review = record.data;
    const open = OPEN_REVIEW_STATUSES.includes(review.status);
    body = (
      <Stack gap="lg" data-testid="account-review">
        <Group gap="xs">
          <Badge color={STATUS_COLORS[review.status]} variant="light" size="lg" data-testid="review-status">
            {t(`accountReviews.statuses.${review.status}`)}
          </Badge>
          <Badge variant="outline" color="gray">
            {t(`accountReviews.origins.${review.origin}`)}
          </Badge>
        </Group>
        <DecidedBy review={review} />
        {open ? (
          <Decision review={review} />
        ) : (
          <Alert color="gray" data-testid="review-closed">
            {t('accountReviews.alreadyDecided', { decision: t(`accountReviews.statuses.${review.status}`) })}
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
              <Signals review={review} />
              <Account review={review} />
              <Listings review={review} />
              <Reasons review={review} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="history" pt="md">
            <HistoryTab apiPath={ACCOUNT_REVIEWS_PATH} id={review.id} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    );
  }

  const title = record.data
    ? t('accountReviews.reviewFor', { name: accountName(record.data) })
    : t('routes.accountReviewShow');
  return <PageFrame title={title}>{body}</PageFrame>;
}
