export { Fact } from './fact.tsx';
export { SupportDetailTabs, SupportRecord } from './support-record.tsx';
export { formatDateTime, useLanguage } from './use-language.ts';
export { useSupportAction } from './use-support-action.ts';
