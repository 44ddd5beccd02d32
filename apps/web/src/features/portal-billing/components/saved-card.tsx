// The saved card: brand, last four and expiry, removed after a confirmation, or added/replaced without paying.
import { Alert, Button, Group, Loader, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useCallback, useRef, useState } from 'react';
import { flash } from '../../../lib/alerts.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { usePaymentConfig, usePaymentMethod, useRemovePaymentMethod, useSavePaymentMethod } from '../api.ts';
import { type CardErrors, type CardValues, EMPTY_CARD, SandboxCardFields, sandboxCardMethod } from './card-fields.tsx';
import { StripeCardField, type StripeCardHandle } from './stripe-card.tsx';
import { TestModeIfSandbox } from './test-mode-note.tsx';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

/** A card saved without paying (in test mode one of the test cards; with Stripe, its card field). */
function SaveCardDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const config = usePaymentConfig();
  const save = useSavePaymentMethod();
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const [errors, setErrors] = useState<CardErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const stripeCard = useRef<StripeCardHandle | null>(null);
  const onStripeReady = useCallback((handle: StripeCardHandle | null) => {
    stripeCard.current = handle;
  }, []);
  const stripeKey = config.data?.provider === 'stripe' ? config.data.publishableKey : null;
  const submit = async () => {
    setErrors({});
    setFormError(null);
    try {
      const method = stripeKey ? await stripeCard.current?.() : await sandboxCardMethod(card, t);
      if (!method) return;
      if (typeof method !== 'string') return setErrors(method);
      flash((await save.mutateAsync(method)).message, 'success');
      setCard(EMPTY_CARD);
      onClose();
    } catch (error) {
      setFormError(
        error instanceof ApiError && error.errors.paymentMethodId?.[0]
          ? error.errors.paymentMethodId[0]
          : errorMessage(error),
      );
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('billing.card.add')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <TestModeIfSandbox config={config.data} cards />
        {stripeKey ? (
          <StripeCardField publishableKey={stripeKey} onReady={onStripeReady} />
        ) : (
          <SandboxCardFields value={card} onChange={setCard} errors={errors} />
        )}
        {formError && (
          <Alert color="red" data-testid="save-card-error">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('resource.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={save.isPending} data-testid="save-card">
            {t('billing.card.saveButton')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function SavedCard() {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const card = usePaymentMethod();
  const remove = useRemovePaymentMethod();
  const confirmRemove = () =>
    modals.openConfirmModal({
      title: t('billing.card.removeTitle'),
      children: t('billing.card.removeBody'),
      labels: { confirm: t('billing.card.remove'), cancel: t('resource.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'remove-card-confirm' } as never,
      onConfirm: async () => {
        try {
          flash((await remove.mutateAsync()).message, 'success');
        } catch (error) {
          flash(errorMessage(error), 'error');
        }
      },
    });
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="card-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="card-title">
          {t('billing.card.title')}
        </Title>
        {card.isPending ? (
          <Loader size="sm" aria-label={t('common.loading')} />
        ) : card.data ? (
          <Group justify="space-between">
            <Text data-testid="saved-card">
              {t('billing.card.saved', {
                brand: card.data.typeExt.toUpperCase(),
                last4: card.data.partialIdentifier,
                month: String(card.data.expMonth).padStart(2, '0'),
                year: card.data.expYear,
              })}
            </Text>
            <Button variant="subtle" color="red" onClick={confirmRemove} loading={remove.isPending}>
              {t('billing.card.remove')}
            </Button>
          </Group>
        ) : (
          <Text c="dimmed">{t('billing.card.none')}</Text>
        )}
        <Button variant="light" w="fit-content" onClick={() => setAdding(true)} data-testid="add-card">
          {card.data ? t('billing.card.replace') : t('billing.card.add')}
        </Button>
        <SaveCardDialog opened={adding} onClose={() => setAdding(false)} />
      </Stack>
    </Paper>
  );
}
