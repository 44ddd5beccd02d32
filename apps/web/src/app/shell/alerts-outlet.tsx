// Where flashes appear. The notifications code loads with the first alert.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAlertsStore } from '../../lib/alerts.ts';

const AlertsNotifications = lazy(() => import('./alerts-notifications.tsx'));

export function AlertsOutlet() {
  const hasAlerts = useAlertsStore((s) => s.alerts.length > 0);
  const [needed, setNeeded] = useState(hasAlerts);
  useEffect(() => {
    if (hasAlerts) setNeeded(true);
  }, [hasAlerts]);
  if (!needed && !hasAlerts) return null;
  return (
    <Suspense fallback={null}>
      <AlertsNotifications />
    </Suspense>
  );
}
