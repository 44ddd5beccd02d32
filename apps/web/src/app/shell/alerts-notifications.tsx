// Shows the alerts store through Mantine notifications (role="alert", so screen readers announce them), at the
// bottom right, each with a named close button.
// The store decides when an alert goes (its timeout); closing one by hand removes it from the store.
// Loaded with the first alert, so pages that never flash anything do not download it.
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { Notifications, notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { type AlertType, useAlertsStore } from '../../lib/alerts.ts';
import { useTranslation } from '../../lib/i18n/index.ts';

const COLORS: Record<AlertType, string> = { success: 'green', error: 'red', warning: 'yellow', info: 'blue' };

export default function AlertsNotifications() {
  const { t } = useTranslation();
  const alerts = useAlertsStore((s) => s.alerts);
  const removeAlert = useAlertsStore((s) => s.removeAlert);
  const shown = useRef(new Set<string>());

  useEffect(() => {
    const current = new Set(alerts.map((a) => a.id));
    for (const alert of alerts) {
      if (shown.current.has(alert.id)) continue;
      shown.current.add(alert.id);
      notifications.show({
        id: alert.id,
        message: alert.message,
        color: COLORS[alert.type],
        autoClose: false,
        withCloseButton: true,
        closeButtonProps: { 'aria-label': t('common.close') },
        onClose: () => removeAlert(alert.id),
        'data-testid': `flash-${alert.type}`,
        'data-alert-type': alert.type,
      });
    }
    for (const id of [...shown.current]) {
      if (!current.has(id)) {
        shown.current.delete(id);
        notifications.hide(id);
      }
    }
  }, [alerts, removeAlert, t]);

  // Bottom right: at the top they covered the header's account button.
  return <Notifications position="bottom-right" limit={5} zIndex={1000} />;
}
