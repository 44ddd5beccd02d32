// Types for translation files: a French file has the same keys as its English one.

/** The keys of `T`, each with some text: what a translation of `T` provides. */
export type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/** UI texts by key (nested objects; `a.b.c` reaches a leaf). */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}
