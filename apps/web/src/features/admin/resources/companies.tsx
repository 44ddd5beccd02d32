// The companies screens' declarations: list columns and filters, the form's fields (company, then tax
// information; the logo through the upload field), the detail page's sections.
import { Anchor, Group, Image, SimpleGrid, Text, Title } from '@mantine/core';
import { httpUrlOrNull, USER_LINK_REL } from '@rentals/shared/own-uploads';
import { type AdminCompany, type AdminCompanyDetail, companyLogoUploadKey } from '@rentals/shared/resources/companies';
import { LISTING_STATUSES } from '@rentals/shared/resources/listing-vocabularies';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ImageUpload } from '../../../components/image-upload/image-upload.tsx';
import type { DetailSection, FormField, ResourceFilter, ResourceListView } from '../../../components/resource/index.ts';
import type { TFunction } from '../../../lib/i18n/index.ts';
import { TextFilter } from '../components/list-filters.tsx';

export const COMPANIES_PATH = 'admin/companies';

/** The logo at about `width` CSS pixels: an uploaded logo's smallest fitting variant; null for any other URL. */
export function logoSource(logo: string, width: number): string | null {
  const key = companyLogoUploadKey(logo);
  if (!key) return null;
  const variant = [128, 256, 512].find((w) => w >= width * 2) ?? 512;
  return `/uploads/${key}-${variant}.webp`;
}

const day = (iso: string) => new Date(iso).toLocaleDateString();
const text = (value: string | null) => value || '—';

export function companiesListView(t: TFunction): ResourceListView<AdminCompany> {
  return {
    apiPath: COMPANIES_PATH,
    defaultSort: 'name',
    searchable: true,
    exportable: true,
    recordLabel: (c) => c.name,
    recordPath: (c) => `/admin/companies/${c.id}`,
    columns: [
      {
        key: 'name',
        label: t('admin.companies.name'),
        sortable: true,
        render: (c) => (
          <Group gap="sm" wrap="nowrap" component="span">
            {c.logo && logoSource(c.logo, 32) ? (
              <Image src={logoSource(c.logo, 32)} alt="" w={32} h={32} fit="contain" radius="sm" />
            ) : (
              <span style={{ display: 'inline-block', width: 32 }} />
            )}
            <span>{c.name}</span>
          </Group>
        ),
      },
      { key: 'city', label: t('admin.companies.city'), render: (c) => text(c.city) },
      { key: 'province', label: t('admin.companies.province'), render: (c) => text(c.province) },
      { key: 'userCount', label: t('admin.companies.users') },
      { key: 'listingCount', label: t('admin.companies.listings') },
      { key: 'createdAt', label: t('admin.companies.created'), sortable: true, render: (c) => day(c.createdAt) },
    ],
    filters: [
      // Matched whole (case aside) by the API; there is no list of the companies' cities to pick from.
      ...(['city', 'province'] as const).map(
        (name): ResourceFilter => ({
          name,
          label: t(`admin.companies.${name}`),
          type: 'custom',
          render: (value, set) => (
            <TextFilter
              name={name}
              label={t(`admin.companies.${name}`)}
              value={value}
              onChange={(v) => set({ [name]: v })}
            />
          ),
        }),
      ),
      {
        name: 'hasListings',
        label: t('admin.companies.listings'),
        type: 'select',
        options: [
          { value: 'true', label: t('admin.companies.withListings') },
          { value: 'false', label: t('admin.companies.withoutListings') },
        ],
      },
    ],
    bulkActions: [{ action: 'delete', label: t('resource.delete'), color: 'red' }],
  };
}

/** The company fields, in the order of the form; the tax fields form its second section. */
const COMPANY_FIELDS = [
  'name',
  'website',
  'phone',
  'address',
  'addressCont',
  'city',
  'province',
  'postalCode',
] as const;
const TAX_FIELDS = ['taxCompanyName', 'taxCompanyAddress', 'taxCompanyAddressCont', 'taxCompanyWebsite'] as const;
type CompanyField = (typeof COMPANY_FIELDS)[number] | (typeof TAX_FIELDS)[number] | 'logo';

export type CompanyFormValues = { [key: string]: unknown } & Record<CompanyField, string>;

export const companyFormValues = (company?: AdminCompany): CompanyFormValues => {
  const values = {} as CompanyFormValues;
  for (const field of [...COMPANY_FIELDS, 'logo', ...TAX_FIELDS] as const) values[field] = company?.[field] ?? '';
  return values;
};

/** What is sent: every field on create; on edit only what changed ('' clears a field). */
export function companyBody(values: CompanyFormValues, initial?: CompanyFormValues) {
  const body: Record<string, string> = {};
  for (const field of [...COMPANY_FIELDS, 'logo', ...TAX_FIELDS] as const) {
    const value = values[field].trim();
    if (!initial || value !== initial[field].trim()) body[field] = value;
  }
  return body;
}

const heading = (name: string, title: string): FormField => ({
  name,
  label: title,
  type: 'custom',
  wide: true,
  render: () => (
    <Title order={2} size="h4" mt="sm">
      {title}
    </Title>
  ),
});

export function companyFormFields(t: TFunction): FormField[] {
  const type = (field: string): FormField['type'] =>
    /website/i.test(field) ? 'url' : field === 'phone' ? 'tel' : 'text';
  return [
    heading('companySection', t('admin.companies.company')),
    ...COMPANY_FIELDS.map(
      (name): FormField => ({ name, label: t(`admin.companies.${name}`), type: type(name), required: name === 'name' }),
    ),
    {
      name: 'logo',
      label: t('admin.companies.logo'),
      type: 'custom',
      wide: true,
      render: (form) => (
        <ImageUpload
          kind="company-logo"
          label={t('admin.companies.logo')}
          value={form.values.logo || null}
          onChange={(url) => form.setFieldValue('logo', url ?? '')}
          error={(form.errors.logo as string | undefined) ?? null}
        />
      ),
    },
    heading('taxSection', t('admin.companies.tax')),
    ...TAX_FIELDS.map((name): FormField => ({ name, label: t(`admin.companies.${name}`), type: type(name) })),
  ];
}

/** A user-written address: a link only when it is http(s), marked as user content; otherwise the text. */
const link = (url: string | null) => {
  const href = httpUrlOrNull(url);
  if (!href) return url;
  return (
    <a href={href} target="_blank" rel={USER_LINK_REL}>
      {url}
    </a>
  );
};

/** `users`: the users section, which the page renders (it adds and removes users). */
export function companyDetailSections(
  t: TFunction,
  users: (company: AdminCompanyDetail) => ReactNode,
): DetailSection<AdminCompanyDetail>[] {
  return [
    {
      title: t('admin.companies.company'),
      fields: [
        { label: t('admin.companies.name'), value: (c) => c.name },
        {
          label: t('admin.companies.logo'),
          value: (c) =>
            c.logo && logoSource(c.logo, 160) ? (
              <Image
                src={logoSource(c.logo, 160)}
                alt={t('admin.companies.logoAlt', { name: c.name })}
                w={160}
                fit="contain"
                data-testid="company-logo"
              />
            ) : null,
        },
        { label: t('admin.companies.website'), value: (c) => link(c.website) },
        { label: t('admin.companies.phone'), value: (c) => c.phone },
        {
          label: t('admin.companies.address'),
          value: (c) => [c.address, c.addressCont].filter(Boolean).join(', ') || null,
        },
        { label: t('admin.companies.city'), value: (c) => c.city },
        { label: t('admin.companies.province'), value: (c) => c.province },
        { label: t('admin.companies.postalCode'), value: (c) => c.postalCode },
        { label: t('admin.companies.created'), value: (c) => new Date(c.createdAt).toLocaleString() },
        { label: t('admin.companies.updated'), value: (c) => new Date(c.updatedAt).toLocaleString() },
      ],
    },
    {
      title: t('admin.companies.tax'),
      fields: [
        { label: t('admin.companies.taxCompanyName'), value: (c) => c.taxCompanyName },
        {
          label: t('admin.companies.taxCompanyAddress'),
          value: (c) => [c.taxCompanyAddress, c.taxCompanyAddressCont].filter(Boolean).join(', ') || null,
        },
        { label: t('admin.companies.taxCompanyWebsite'), value: (c) => link(c.taxCompanyWebsite) },
      ],
    },
    {
      title: t('admin.companies.listingsByStatus'),
      render: (c) => (
        <>
          <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" data-testid="company-listings">
            {LISTING_STATUSES.map((status) => (
              <div key={status}>
                <Text size="sm" c="dimmed">
                  {t(`admin.companies.statuses.${status}`)}
                </Text>
                <Text fw={700} size="lg">
                  {c.listingsByStatus[status] ?? 0}
                </Text>
              </div>
            ))}
          </SimpleGrid>
          {c.listingsSearchPath && (
            <Anchor component={Link} to={c.listingsSearchPath} mt="sm" display="inline-block">
              {t('admin.companies.seeListings')}
            </Anchor>
          )}
        </>
      ),
    },
    { title: t('admin.companies.users'), render: users },
  ];
}
