// /new-listings-alerts/unsubscribe/:userHash (and /fr/...): the link of every alert email. Public, no sign-in:
// on load it calls POST new-listings-alerts/unsubscribe/{userHash} and says what happened (unsubscribed, for
// j***@example.com; or that the link is not valid), with a link to manage the alerts.
import { Alert, Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import type { UnsubscribeResponse } from '@rentals/shared/resources/email-alerts';
import { IconMailOff } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { emailAlertsApi } from '../api.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

type State =
  | { status: 'working' }
  | { status: 'done'; answer: UnsubscribeResponse }
  | { status: 'invalid' }
  | { status: 'error' };

export function UnsubscribePage() {
  const { t } = useTranslation();
  const { userHash = '' } = useParams();
  const [state, setState] = useState<State>({ status: 'working' });

  const unsubscribe = useCallback(async () => {
    setState({ status: 'working' });
    try {
      setState({ status: 'done', answer: await emailAlertsApi.unsubscribe(userHash) });
    } catch (error) {
      setState({ status: isApiError(error) && error.status === 404 ? 'invalid' : 'error' });
    }
  }, [userHash]);

  // Once per link (React's development double effect included); unsubscribing twice would be harmless.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (asked.current === userHash) return;
    asked.current = userHash;
    void unsubscribe();
  }, [userHash, unsubscribe]);

  const manage = (
    <Button component={Link} to="/admin/email-alerts" variant="light" data-testid="manage-alerts">
      {t('emailAlerts.unsubscribe.manage')}
    </Button>
  );

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg" align="flex-start" data-testid="unsubscribe-page">
        <IconMailOff size={40} aria-hidden />
        <Title order={1} size="h2">
          {t('routes.unsubscribe')}
        </Title>
        <div aria-live="polite" style={{ width: '100%' }}>
          {state.status === 'working' && (
            <Stack gap="xs" align="flex-start">
              <Loader size="sm" aria-hidden />
              <Text>{t('emailAlerts.unsubscribe.working')}</Text>
            </Stack>
          )}
          {state.status === 'done' && (
            <Alert color="green" role="status" data-testid="unsubscribed">
              <Text fw={600}>{t('emailAlerts.unsubscribe.done', { email: state.answer.email })}</Text>
              <Text size="sm" mt="xs">
                {t('emailAlerts.unsubscribe.doneBody')}
              </Text>
            </Alert>
          )}
          {state.status === 'invalid' && (
            <Alert color="orange" title={t('emailAlerts.unsubscribe.invalid')} data-testid="unsubscribe-invalid">
              <Text size="sm">{t('emailAlerts.unsubscribe.invalidBody')}</Text>
            </Alert>
          )}
          {state.status === 'error' && (
            <RetryAlert
              title={t('emailAlerts.unsubscribe.error')}
              message={t('emailAlerts.unsubscribe.errorBody')}
              onRetry={() => void unsubscribe()}
              testId="unsubscribe-error"
            />
          )}
        </div>
        {state.status !== 'working' && manage}
      </Stack>
    </Container>
  );
}
