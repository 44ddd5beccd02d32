// A failed load with a "Try again" button, announced to screen readers. `compact` suits a map overlay or
// popup: no title, smaller padding and button.
import { Alert, Button, Text } from '@mantine/core';
import { useTranslation } from '../lib/i18n/index.ts';

interface RetryAlertProps {
  title?: string;
  message?: string;
  onRetry: () => void;
  compact?: boolean;
  testId?: string;
}

export function RetryAlert({ title, message, onRetry, compact = false, testId }: RetryAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={title} p={compact ? 'xs' : undefined} role="alert" data-testid={testId}>
      {message && (
        <Text size="sm" mb={compact ? 4 : 'sm'}>
          {message}
        </Text>
      )}
      <Button size={compact ? 'compact-xs' : undefined} variant="light" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </Alert>
  );
}
