// /admin/api-dashboard (sign-in only): the user's personal API tokens. A form makes one (name, expiry; the
// shared createApiTokenSchema checks it), the new token is shown once to copy, the list shows when each was
// made, expires and was last used, with Revoke after a confirmation; below, a link to the OpenAPI document and
// a curl example with this site's own address.
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  NativeSelect,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import {
  API_TOKEN_EXPIRY_DAYS,
  type ApiToken,
  apiTokenDateRange,
  type CreateApiTokenInput,
  createApiTokenSchema,
  MAX_PERSONAL_TOKENS,
} from '@rentals/shared/resources/api-tokens';
import { IconAlertTriangle, IconCheck, IconCopy, IconKey, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { applyServerErrors, renameFields, zodValidator } from '../../../components/forms.ts';
import { formatTimestamp } from '../../../components/listing-card/format.ts';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { flash } from '../../../lib/alerts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { currentLanguage, useTranslation } from '../../../lib/i18n/index.ts';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../api.ts';
import '../i18n/index.ts';

const formatDate = (iso: string) => formatTimestamp(iso, currentLanguage(), true);
const isExpired = (token: ApiToken) => Date.parse(token.expiresAt) <= Date.now();

export function ApiDashboardPage() {
  const { t } = useTranslation();
  const [created, setCreated] = useState<{ name: string; accessToken: string } | null>(null);

  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1} size="h2" data-testid="api-dashboard-heading">
          {t('routes.apiDashboard')}
        </Title>
        <Text c="dimmed">{t('apiAccess.intro')}</Text>
        <Text c="dimmed" size="sm">
          {t('apiAccess.passwordNote')}
        </Text>
      </Stack>

      {created ? (
        <NewToken name={created.name} accessToken={created.accessToken} onDone={() => setCreated(null)} />
      ) : (
        <CreateTokenForm onCreated={setCreated} />
      )}
      <TokenList />
      <Usage />
    </Stack>
  );
}

interface FormValues {
  name: string;
  /** '7', '30', '90', '365' or 'custom' (then `expiresAt`). */
  expiry: string;
  expiresAt: string;
}

/** The request the form stands for. */
function requestOf(values: FormValues): CreateApiTokenInput {
  return values.expiry === 'custom'
    ? { name: values.name, expiresAt: values.expiresAt }
    : { name: values.name, expiresInDays: Number(values.expiry) };
}

/** The request's field names -> the form's. */
const FORM_FIELDS = { expiresInDays: 'expiry' };

function CreateTokenForm({ onCreated }: { onCreated: (token: { name: string; accessToken: string }) => void }) {
  const { t } = useTranslation();
  const create = useCreateApiToken();
  const [formError, setFormError] = useState<string | null>(null);
  const validate = zodValidator<CreateApiTokenInput>(createApiTokenSchema);
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: { name: '', expiry: '30', expiresAt: '' },
    validate: (values) => renameFields(validate(requestOf(values)), FORM_FIELDS),
  });
  const range = apiTokenDateRange();

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await create.mutateAsync(createApiTokenSchema.parse(requestOf(values)));
      flash(t('apiAccess.create.created', { name: answer.token.name }), 'success');
      form.reset();
      onCreated({ name: answer.token.name, accessToken: answer.accessToken });
    } catch (error) {
      setFormError(applyServerErrors(form, error, FORM_FIELDS));
    }
  });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="create-token-title">
      <form onSubmit={submit} noValidate data-testid="create-token-form">
        <Stack gap="sm">
          <Title order={2} size="h4" id="create-token-title">
            {t('apiAccess.create.title')}
          </Title>
          <FormAlert message={formError} />
          <Group align="flex-start" gap="md" grow preventGrowOverflow={false} wrap="wrap">
            <TextInput
              label={t('apiAccess.create.name')}
              description={t('apiAccess.create.nameHint')}
              required
              maxLength={100}
              miw={220}
              data-testid="token-name"
              {...form.getInputProps('name')}
            />
            <NativeSelect
              label={t('apiAccess.create.expiry')}
              miw={180}
              data={[
                ...API_TOKEN_EXPIRY_DAYS.map((days) => ({
                  value: String(days),
                  label: t(`apiAccess.create.days${days}`),
                })),
                { value: 'custom', label: t('apiAccess.create.custom') },
              ]}
              data-testid="token-expiry"
              {...form.getInputProps('expiry')}
            />
            {form.values.expiry === 'custom' && (
              <TextInput
                type="date"
                label={t('apiAccess.create.date')}
                required
                min={range.min}
                max={range.max}
                miw={180}
                data-testid="token-date"
                {...form.getInputProps('expiresAt')}
              />
            )}
          </Group>
          <Group>
            <Button
              type="submit"
              loading={form.submitting}
              leftSection={<IconKey size={16} aria-hidden />}
              data-testid="create-token"
            >
              {t('apiAccess.create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function NewToken({ name, accessToken, onDone }: { name: string; accessToken: string; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="yellow"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={t('apiAccess.newToken.title')}
      role="status"
      data-testid="new-token"
    >
      <Stack gap="sm">
        <Text size="sm">{t('apiAccess.newToken.warning')}</Text>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t('apiAccess.newToken.label', { name })}
            value={accessToken}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            style={{ flex: 1 }}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            data-testid="new-token-value"
          />
          <CopyButton value={accessToken}>
            {({ copied, copy }) => (
              <Button
                variant={copied ? 'filled' : 'default'}
                color={copied ? 'teal' : undefined}
                onClick={copy}
                leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              >
                {copied ? t('apiAccess.newToken.copied') : t('apiAccess.newToken.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Group>
          <Button variant="light" onClick={onDone} data-testid="new-token-done">
            {t('apiAccess.newToken.done')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function TokenList() {
  const { t } = useTranslation();
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const active = tokens.data?.tokens.filter((token) => !isExpired(token)).length ?? 0;

  const confirmRevoke = (token: ApiToken) =>
    modals.openConfirmModal({
      modalId: `revoke-token-${token.id}`,
      title: t('apiAccess.revoke.title'),
      children: <Text size="sm">{t('apiAccess.revoke.body', { name: token.name })}</Text>,
      labels: { confirm: t('apiAccess.revoke.confirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'revoke-token-confirm' },
      closeButtonProps: { 'aria-label': t('common.close') },
      onConfirm: async () => {
        try {
          const { message } = await revoke.mutateAsync(token.id);
          flash(message, 'success');
        } catch (error) {
          flash(t('apiAccess.revoke.failed', { message: errorMessage(error) }), 'error');
        }
      },
    });

  return (
    <Stack gap="sm" component="section" aria-labelledby="token-list-title">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h4" id="token-list-title">
          {t('apiAccess.list.title')}
        </Title>
        {tokens.data && tokens.data.tokens.length > 0 && (
          <Text c="dimmed" size="sm" data-testid="token-count">
            {t('apiAccess.list.count', { count: active, max: MAX_PERSONAL_TOKENS })}
          </Text>
        )}
      </Group>
      {tokens.isPending ? (
        <Skeleton
          height={120}
          radius="md"
          aria-busy="true"
          aria-label={t('common.loading')}
          data-testid="tokens-loading"
        />
      ) : tokens.isError ? (
        <RetryAlert
          message={t('apiAccess.list.loadError')}
          onRetry={() => void tokens.refetch()}
          testId="tokens-error"
        />
      ) : tokens.data.tokens.length === 0 ? (
        <EmptyState
          icon={<IconKey size={32} aria-hidden />}
          title={t('apiAccess.list.emptyTitle')}
          testId="tokens-empty"
        >
          <Text>{t('apiAccess.list.emptyBody')}</Text>
        </EmptyState>
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" horizontalSpacing="md" data-testid="token-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('apiAccess.list.name')}</Table.Th>
                  <Table.Th scope="col">{t('apiAccess.list.created')}</Table.Th>
                  <Table.Th scope="col">{t('apiAccess.list.expires')}</Table.Th>
                  <Table.Th scope="col">{t('apiAccess.list.lastUsed')}</Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>{t('apiAccess.list.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {tokens.data.tokens.map((token) => (
                  <Table.Tr key={token.id} data-testid="api-token">
                    <Table.Th scope="row" style={{ overflowWrap: 'anywhere' }}>
                      {token.name}
                    </Table.Th>
                    <Table.Td>{formatDate(token.createdAt)}</Table.Td>
                    <Table.Td>
                      {isExpired(token) ? (
                        <Badge color="gray" variant="dot">
                          {t('apiAccess.list.expired')}
                        </Badge>
                      ) : (
                        formatDate(token.expiresAt)
                      )}
                    </Table.Td>
                    <Table.Td>{token.lastUsedAt ? formatDate(token.lastUsedAt) : t('apiAccess.list.never')}</Table.Td>
                    <Table.Td>
                      <Button
                        variant="subtle"
                        color="red"
                        size="compact-sm"
                        leftSection={<IconTrash size={14} aria-hidden />}
                        aria-label={t('apiAccess.list.revokeFor', { name: token.name })}
                        onClick={() => confirmRevoke(token)}
                        data-testid="revoke-token"
                      >
                        {t('apiAccess.list.revoke')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </Stack>
  );
}

function Usage() {
  const { t } = useTranslation();
  const example = `curl -H "Authorization: Bearer <token>" -H "Accept: application/json" ${window.location.origin}/api/user`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="api-usage-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="api-usage-title">
          {t('apiAccess.usage.title')}
        </Title>
        <Text>
          <Anchor href="/api/docs" target="_blank" rel="noopener" data-testid="api-docs-link">
            {t('apiAccess.usage.docs')}
            <VisuallyHidden> {t('common.opensInNewTab')}</VisuallyHidden>
          </Anchor>
        </Text>
        <Text size="sm">{t('apiAccess.usage.intro')}</Text>
        <Code block tabIndex={0} aria-label={t('apiAccess.usage.example')} data-testid="curl-example">
          {example}
        </Code>
        <Group>
          <CopyButton value={example}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                size="sm"
                onClick={copy}
                leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              >
                {copied ? t('apiAccess.usage.copied') : t('apiAccess.usage.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Paper>
  );
}
