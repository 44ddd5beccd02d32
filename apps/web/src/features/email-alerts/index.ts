// The email alerts' public surface for other features: the search page's "Get alerts for this search".
export { GetAlertsButton } from './components/get-alerts-button.tsx';
