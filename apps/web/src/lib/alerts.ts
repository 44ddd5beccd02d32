// Alerts and flashes (spec 3, 4 and 9): { id, type, message, active }; removed automatically after a
// timeout (7 s by default, 6 s for the shell's flashes). The shell shows them with Mantine notifications.
import { create } from 'zustand';

export type AlertType = 'success' | 'error' | 'warning' | 'info';

export interface Alert {
  id: string;
  type: AlertType;
  message: string;
  active: boolean;
  /** Milliseconds before it is removed. */
  timeout: number;
}

export const DEFAULT_ALERT_TIMEOUT = 7000;
export const FLASH_TIMEOUT = 6000;

export interface AddAlertInput {
  type: AlertType;
  message: string;
  timeout?: number;
  /** A fixed id: while an alert with this id is active, adding it again does nothing. */
  id?: string;
}

interface AlertsState {
  alerts: Alert[];
  addAlert: (input: AddAlertInput) => string;
  removeAlert: (id: string) => void;
  clearAlerts: () => void;
}

let sequence = 0;
const timers = new Map<string, ReturnType<typeof setTimeout>>();

export const useAlertsStore = create<AlertsState>()((set, get) => ({
  alerts: [],
  addAlert: ({ type, message, timeout = DEFAULT_ALERT_TIMEOUT, id }) => {
    if (id && get().alerts.some((a) => a.id === id && a.active)) return id;
    sequence += 1;
    const alertId = id ?? `alert-${sequence}`;
    set((s) => ({ alerts: [...s.alerts, { id: alertId, type, message, active: true, timeout }] }));
    timers.set(
      alertId,
      setTimeout(() => get().removeAlert(alertId), timeout),
    );
    return alertId;
  },
  removeAlert: (id) => {
    const timer = timers.get(id);
    if (timer) clearTimeout(timer);
    timers.delete(id);
    set((s) => ({ alerts: s.alerts.filter((a) => a.id !== id) }));
  },
  clearAlerts: () => {
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
    set({ alerts: [] });
  },
}));

/** A shell flash: shown for 6 seconds. */
export function flash(message: string, type: AlertType = 'success', id?: string): string {
  return useAlertsStore.getState().addAlert({ type, message, timeout: FLASH_TIMEOUT, id });
}
