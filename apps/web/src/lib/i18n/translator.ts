// The translation engine: nested texts by language, `{{name}}` placeholders, plural forms chosen by
// Intl.PluralRules (`key_one`, `key_other`, `key_many`..., and `key_zero` for a count of 0), English as the
// fallback, and one post-processing step (the region's words). It replaced i18next and react-i18next, of
// which the app used only this, to keep 17 KB gzipped out of every page's first download
// (docs/decisions/0012-small-i18n-and-declarative-router.md).
import type { TranslationTree } from './strings.ts';

export interface TOptions {
  /** Chooses the plural form and fills `{{count}}`. */
  count?: number;
  /** The text when the key has none (placeholders filled in too); else the key itself is shown. */
  defaultValue?: string;
  [placeholder: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

export interface Translator {
  readonly language: string;
  /** Changes identity whenever the language or the post-processing changes, so hooks that depend on it rerun. */
  readonly t: TFunction;
  exists(key: string): boolean;
  getFixedT(language: string): TFunction;
  changeLanguage(language: string): void;
  /** Merges texts into a language's (later texts win). */
  addResourceBundle(language: string, texts: TranslationTree): void;
  hasResourceBundle(language: string): boolean;
  /** A translator in another language sharing these texts (the server renders each language with one). */
  withLanguage(language: string): Translator;
  /** Makes a new `t`, for when the post-processing gives other words now (the region changed). */
  refresh(): void;
  subscribe(listener: () => void): () => void;
}

interface TranslatorOptions {
  language: string;
  fallbackLanguage: string;
  resources: Record<string, TranslationTree>;
  postProcess?: (text: string) => string;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

function merge(target: TranslationTree, source: TranslationTree) {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === 'object' && typeof existing === 'object') merge(existing, value);
    else target[key] = typeof value === 'object' ? merge({}, value) : value;
  }
  return target;
}

function lookup(tree: TranslationTree | undefined, key: string): string | undefined {
  let node: string | TranslationTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The keys to try for `key` in `language`, most specific first. */
function candidateKeys(key: string, language: string, count: number | undefined): string[] {
  if (typeof count !== 'number') return [key];
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  const keys = [`${key}_${rules.select(count)}`, `${key}_other`, key];
  return count === 0 ? [`${key}_zero`, ...keys] : keys;
}

export function createTranslator(options: TranslatorOptions): Translator {
  const store: Record<string, TranslationTree> = {};
  for (const [language, texts] of Object.entries(options.resources)) store[language] = merge({}, texts);
  return translatorOver(store, options.language, options);
}

function translatorOver(
  store: Record<string, TranslationTree>,
  initialLanguage: string,
  options: Omit<TranslatorOptions, 'language' | 'resources'>,
): Translator {
  const listeners = new Set<() => void>();
  const postProcess = options.postProcess ?? ((text: string) => text);
  let language = initialLanguage;

  function resolve(key: string, languageOfText: string, count: number | undefined): string | undefined {
    for (const lang of new Set([languageOfText, options.fallbackLanguage])) {
      for (const candidate of candidateKeys(key, lang, count)) {
        const text = lookup(store[lang], candidate);
        if (text !== undefined) return text;
      }
    }
    return undefined;
  }

  const fixedT =
    (languageOfText: string): TFunction =>
    (key, tOptions) => {
      const text = resolve(key, languageOfText, tOptions?.count) ?? tOptions?.defaultValue;
      return text === undefined ? key : postProcess(interpolate(text, tOptions));
    };

  let t = fixedT(language);
  const translator: Translator = {
    get language() {
      return language;
    },
    get t() {
      return t;
    },
    exists: (key) => resolve(key, language, undefined) !== undefined,
    getFixedT: fixedT,
    changeLanguage(next) {
      if (next === language) return;
      language = next;
      translator.refresh();
    },
    addResourceBundle(lang, texts) {
      store[lang] = merge(store[lang] ?? {}, texts);
    },
    hasResourceBundle: (lang) => store[lang] !== undefined,
    withLanguage: (lang) => translatorOver(store, lang, options),
    refresh() {
      t = fixedT(language);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return translator;
}
