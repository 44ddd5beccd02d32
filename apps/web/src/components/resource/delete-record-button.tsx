// The Delete button of a record's page: asks first (the record named in the question), deletes it, says so and
// returns to the list. A refusal (409: the bundle a promo code is limited to, the page type pages use) is the
// server's sentence, shown as it is.
import { Button } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { flash } from '../../lib/alerts.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useDeleteResource } from './api.ts';
import './i18n/index.ts';
import { useTranslation } from '../../lib/i18n/index.ts';

export interface DeleteRecordButtonProps {
  apiPath: string;
  id: number;
  /** The question, naming the record: "Delete “Spring sale”?" */
  title: string;
  /** What deleting does; by default "This cannot be undone." */
  body?: ReactNode;
  /** Said once it is deleted. */
  doneMessage: string;
  /** Where to go then (the list). */
  listPath: string;
}

export function DeleteRecordButton({ apiPath, id, title, body, doneMessage, listPath }: DeleteRecordButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteResource(apiPath);

  const confirm = () =>
    modals.openConfirmModal({
      title,
      children: body ?? t('resource.deleteConfirm'),
      labels: { confirm: t('resource.delete'), cancel: t('resource.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'delete-confirm' } as never,
      onConfirm: async () => {
        try {
          await remove.mutateAsync(id);
          flash(doneMessage, 'success');
          navigate(listPath);
        } catch (error) {
          flash(errorMessage(error), 'error');
        }
      },
    });

  return (
    <Button
      color="red"
      variant="light"
      leftSection={<IconTrash size={16} aria-hidden />}
      onClick={confirm}
      data-testid="delete-button"
    >
      {t('resource.delete')}
    </Button>
  );
}
