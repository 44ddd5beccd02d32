// The texts in React: useTranslation() gives `t` in the language of the nearest I18nProvider (the app's
// translator when there is none) and re-renders when the language or the region changes; <Trans> puts
// elements into a text (`<terms>…</terms>` in the text becomes `components.terms` around those words).
import {
  cloneElement,
  createContext,
  Fragment,
  type ReactElement,
  type ReactNode,
  use,
  useSyncExternalStore,
} from 'react';
import { i18n as appTranslator } from './app-translator.ts';
import type { TFunction, TOptions, Translator } from './translator.ts';

const I18nContext = createContext<Translator>(appTranslator);

export function I18nProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

export function useTranslation(): { t: TFunction; i18n: Translator } {
  const i18n = use(I18nContext);
  const t = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.t,
    () => i18n.t,
  );
  return { t, i18n };
}

const TAGGED = /<(\w+)>(.*?)<\/\1>/g;

interface TransProps {
  i18nKey: string;
  components: Record<string, ReactElement>;
  values?: TOptions;
}

export function Trans({ i18nKey, components, values }: TransProps) {
  const { t } = useTranslation();
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAGGED)) {
    const [whole, name = '', inner] = match;
    parts.push(text.slice(last, match.index));
    const component = components[name];
    parts.push(component ? cloneElement(component, { key: match.index }, inner) : whole);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
