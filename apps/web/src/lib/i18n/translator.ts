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

function pluralForm(language: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** The keys to try for `key` in `language`, most specific first. */
function candidateKeys(key: string, language: string, count: number | undefined): string[] {
  if (typeof count !== 'number') return [key];
  const keys = [`${key}_${pluralForm(language, count)}`, `${key}_other`, key];
  return count === 0 ? [`${key}_zero`, ...keys] : keys;
}

const MAX_FOUND = 10_000;

/** The texts by language, shared by a translator and its `withLanguage` views, with the lookups made so far. */
interface TextStore {
  byLanguage: Record<string, TranslationTree>;
  /**
   * Each key's text as found, by language, key and plural form: a page asks for the same few hundred texts on every
   * render (the server renders each page anew). Emptied whenever texts are added.
   */
  found: Map<string, string | undefined>;
}

export function createTranslator(options: TranslatorOptions): Translator {
  const store: TextStore = { byLanguage: {}, found: new Map() };
  for (const [language, texts] of Object.entries(options.resources)) store.byLanguage[language] = merge({}, texts);
  return translatorOver(store, options.language, options);
}

function translatorOver(
  store: TextStore,
  initialLanguage: string,
  options: Omit<TranslatorOptions, 'language' | 'resources'>,
): Translator {
  const listeners = new Set<() => void>();
  const postProcess = options.postProcess ?? ((text: string) => text);
  let language = initialLanguage;

  function find(key: string, languageOfText: string, count: number | undefined): string | undefined {
    for (const lang of new Set([languageOfText, options.fallbackLanguage])) {
      for (const candidate of candidateKeys(key, lang, count)) {
        const text = lookup(store.byLanguage[lang], candidate);
        if (text !== undefined) return text;
      }
    }
    return undefined;
  }

  function resolve(key: string, languageOfText: string, count: number | undefined): string | undefined {
    // By plural form, not by count: a count can be any number (a price, a number of listings).
    const form =
      typeof count !== 'number'
        ? ''
        : count === 0
          ? 'zero'
          : `${pluralForm(languageOfText, count)} ${pluralForm(options.fallbackLanguage, count)}`;
    const id = `${languageOfText}\u0000${key}\u0000${form}`;
    if (store.found.has(id)) return store.found.get(id);
    const text = find(key, languageOfText, count);
    // Keys come from the code, but a few are built from data (an amenity's name): never more than this.
    if (store.found.size >= MAX_FOUND) store.found.clear();
    store.found.set(id, text);
    return text;
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
      store.byLanguage[lang] = merge(store.byLanguage[lang] ?? {}, texts);
      store.found.clear();
    },
    hasResourceBundle: (lang) => store.byLanguage[lang] !== undefined,
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
