// The menu item form's declarations: its fields (the two links, each with what to leave empty; where it opens;
// the page type among the admin-defined page types by their labels, keeping a stored key the list does not
// know), its values and the body a save sends (on edit
// only what changed).
import { MENU_TARGETS, type MenuItemEntity } from '@rentals/shared/resources/menu-items';
import type { PageType } from '@rentals/shared/resources/pages';
import type { FormField } from '../../../components/resource/index.ts';
import type { TFunction } from '../../../lib/i18n/index.ts';

export interface MenuItemFormValues {
  [key: string]: unknown;
  title: string;
  titleFr: string;
  url: string;
  externalUrl: string;
  target: string;
  pageType: string;
}

export const menuItemFormValues = (item?: MenuItemEntity): MenuItemFormValues => ({
  title: item?.title ?? '',
  titleFr: item?.titleFr ?? '',
  url: item?.url ?? '',
  externalUrl: item?.externalUrl ?? '',
  target: item?.target ?? '_self',
  pageType: item?.pageType ?? '',
});

const FIELDS = ['title', 'titleFr', 'url', 'externalUrl', 'target', 'pageType'] as const;

/** What the shared form schema checks: every field trimmed (a cleared select is ''). */
export const menuItemFormBody = (values: MenuItemFormValues) =>
  Object.fromEntries(FIELDS.map((key) => [key, String(values[key] ?? '').trim()])) as Record<
    (typeof FIELDS)[number],
    string
  >;

/** What is sent: every field on create, what changed on edit. */
export function menuItemRequestBody(body: ReturnType<typeof menuItemFormBody>, initial?: MenuItemFormValues) {
  const before = initial ? menuItemFormBody(initial) : null;
  return Object.fromEntries(
    FIELDS.filter((key) => !before || before[key] !== body[key]).map((key) => [key, body[key]]),
  );
}

/** The picker's choices: each page type's key, labelled by its name in `language`; a stored key kept as is. */
export function pageTypeOptions(
  pageTypes: readonly Pick<PageType, 'key' | 'name' | 'nameFr'>[],
  language: string,
  storedPageType?: string | null,
) {
  const options = pageTypes.map((type) => ({
    value: type.key,
    label: language.startsWith('fr') && type.nameFr ? type.nameFr : type.name,
  }));
  if (storedPageType && !options.some((o) => o.value === storedPageType)) {
    options.push({ value: storedPageType, label: storedPageType });
  }
  return options;
}

export function menuItemFormFields(
  t: TFunction,
  storedPageType: string | null | undefined,
  pageTypes: readonly Pick<PageType, 'key' | 'name' | 'nameFr'>[],
  language: string,
): FormField[] {
  const label = (key: string) => t(`menuEditor.form.${key}`);
  return [
    { name: 'title', label: label('title'), type: 'text', required: true },
    { name: 'titleFr', label: label('titleFr'), type: 'text', description: label('titleFrHint') },
    { name: 'url', label: label('url'), type: 'text', description: label('urlHint') },
    { name: 'externalUrl', label: label('externalUrl'), type: 'url', description: label('externalUrlHint') },
    {
      name: 'target',
      label: label('target'),
      type: 'select',
      required: true,
      options: MENU_TARGETS.map((target) => ({ value: target, label: t(`menuEditor.form.targets.${target}`) })),
    },
    {
      name: 'pageType',
      label: label('pageType'),
      type: 'select',
      description: label('pageTypeHint'),
      options: pageTypeOptions(pageTypes, language, storedPageType),
    },
  ];
}
