// The companies screens: the list (logo thumbnails, filters in the URL, Create and bulk delete by permission),
// the form (shared schema, the server's 422 under its field, only changed fields sent on edit), the company's
// page (users added through the picker, a move confirmed first, Remove confirmed, Delete's 409 shown).
import type { AdminCompany, AdminCompanyDetail, CompanyCandidate } from '@rentals/shared/resources/companies';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp, sessionHandlers, signIn, stubFetch } from '../../../test/utils.tsx';

const ALL = { viewCompanies: true, createCompanies: true, modifyCompanies: true, viewUsers: true };
const META = { currentPage: 1, perPage: 20, total: 2, lastPage: 1 };

function makeCompany(id: number, overrides: Partial<AdminCompany> = {}): AdminCompany {
  return {
    id,
    name: `Company ${id}`,
    website: null,
    phone: null,
    address: null,
    addressCont: null,
    city: 'Toronto',
    province: 'Ontario',
    postalCode: null,
    logo: null,
    taxCompanyName: null,
    taxCompanyAddress: null,
    taxCompanyAddressCont: null,
    taxCompanyWebsite: null,
    userCount: 0,
    listingCount: 0,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

const DETAIL: AdminCompanyDetail = {
  ...makeCompany(5, {
    name: 'Maple Rentals',
    phone: '416-555-0100',
    logo: '/uploads/company-logo/0123456789abcdef0123456789abcdef-512.webp',
    listingCount: 3,
  }),
  updatedAt: '2026-11-02T10:00:00.000Z',
  users: [],
  listingsByStatus: { draft: 0, active: 2, paused: 0, expired: 1, removed: 0 },
  listingsSearchPath: null,
};

const LEAH: CompanyCandidate = {
  id: 7,
  firstName: 'Leah',
  lastName: 'Landlord',
  email: 'leah@example.test',
  companyId: 9,
  companyName: 'Birch Homes',
};

function stub(permissions: Record<string, boolean> = ALL, extra = {}) {
  const me = makeUser({ firstName: 'Olivia', lastName: 'Owner', roles: [{ name: 'Site Owner' }] });
  signIn(me, permissions);
  return stubFetch({
    ...sessionHandlers(me, permissions),
    'GET admin/companies': {
      body: {
        data: [makeCompany(1, { logo: DETAIL.logo, userCount: 2, listingCount: 4 }), makeCompany(2)],
        meta: META,
      },
    },
    'GET admin/companies/5': { body: DETAIL },
    ...extra,
  });
}

describe('/admin/companies', () => {
  it('lists companies with their logo, filters by city in the URL, and offers Create and bulk delete', async () => {
    const { calls } = stub();
    const { router } = renderApp('/admin/companies?hasListings=true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Companies' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('companies-list-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Company 1' })).toHaveAttribute(
      'href',
      '/admin/companies/1',
    );
    // The 128 px variant of the uploaded logo for a 32 px thumbnail.
    expect((rows[0] as HTMLElement).querySelector('img')).toHaveAttribute(
      'src',
      '/uploads/company-logo/0123456789abcdef0123456789abcdef-128.webp',
    );
    expect(calls.find((c) => c.path === 'admin/companies')?.url).toContain('hasListings=true');

    fireEvent.change(screen.getByTestId('filter-city'), { target: { value: 'Ottawa' } });
    await waitFor(() => expect(router.state.location.search).toContain('city=Ottawa'));
    await waitFor(() => expect(calls.some((c) => c.url.includes('city=Ottawa'))).toBe(true));

    expect(screen.getByTestId('create-button')).toHaveAttribute('href', '/admin/companies/create');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Company 2' }));
    expect(screen.getByTestId('bulk-delete')).toBeInTheDocument();
  });

  it('shows neither Create nor row selection without the permissions', async () => {
    stub({ viewCompanies: true });
    renderApp('/admin/companies');
    await screen.findAllByTestId('companies-list-row');
    expect(screen.queryByTestId('create-button')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

describe('/admin/companies/create and /{id}/edit', () => {
  it('checks the name first, then shows the server 422 under its field', async () => {
    const { calls } = stub(ALL, {
      'POST admin/companies': {
        status: 422,
        body: {
          message: 'The website field must be a valid URL.',
          errors: { website: ['The website field must be a valid URL.'] },
        },
      },
    });
    renderApp('/admin/companies/create');
    expect(await screen.findByRole('heading', { name: 'Tax information' })).toBeInTheDocument();
    const submit = screen.getByTestId('company-form-submit');
    await userEvent.click(submit);
    expect(await screen.findByText('The name field is required.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(screen.getByTestId('field-name'), 'Oak Properties');
    await userEvent.type(screen.getByTestId('field-taxCompanyName'), 'Oak Properties Inc.');
    await userEvent.click(submit);
    const website = screen.getByTestId('field-website');
    await waitFor(() => expect(website).toHaveAccessibleDescription(/The website field must be a valid URL\./));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'Oak Properties',
      taxCompanyName: 'Oak Properties Inc.',
      logo: '',
    });
  });

  it('sends only the changed fields on edit, then opens the company', async () => {
    const { calls } = stub(ALL, { 'PATCH admin/companies/5': { body: { ...DETAIL, phone: '416-555-0199' } } });
    const { router } = renderApp('/admin/companies/5/edit');
    const phone = await screen.findByTestId('field-phone');
    expect(phone).toHaveValue('416-555-0100');
    expect(screen.getByRole('img', { name: 'Preview: Logo' })).toBeInTheDocument();
    await userEvent.clear(phone);
    await userEvent.type(phone, '416-555-0199');
    await userEvent.click(screen.getByTestId('company-form-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/companies/5'));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ phone: '416-555-0199' });
  });
});

describe('/admin/companies/{id}', () => {
  it('adds a landlord through the picker, confirming the move out of their company, and removes them', async () => {
    const withLeah: AdminCompanyDetail = {
      ...DETAIL,
      userCount: 1,
      users: [{ ...LEAH, status: 'active', roles: [{ id: 3, name: 'Landlord' }] }],
    };
    const { calls } = stub(ALL, {
      'GET admin/companies/5/candidate-users': { body: { data: [LEAH] } },
      'POST admin/companies/5/users': ({ body }: { body: unknown }) =>
        (body as { move?: boolean }).move
          ? { body: withLeah }
          : {
              status: 422,
              body: {
                message: 'This landlord already belongs to Birch Homes. Confirm to move them to this company.',
                errors: {
                  userId: ['This landlord already belongs to Birch Homes. Confirm to move them to this company.'],
                },
              },
            },
      'DELETE admin/companies/5/users/7': { body: DETAIL },
    });
    renderApp('/admin/companies/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Maple Rentals' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo of Maple Rentals' })).toHaveAttribute(
      'src',
      '/uploads/company-logo/0123456789abcdef0123456789abcdef-512.webp',
    );
    expect(within(screen.getByTestId('company-listings')).getByText('Expired').nextSibling).toHaveTextContent('1');
    expect(screen.getByText('No user belongs to this company yet.')).toBeInTheDocument();

    await userEvent.type(screen.getByTestId('add-user-picker'), 'leah');
    await userEvent.click(
      await screen.findByRole('option', { name: /Leah Landlord \(leah@example\.test\) · Birch Homes/ }),
    );
    await userEvent.click(screen.getByTestId('add-user-submit'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/already belongs to Birch Homes/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByTestId('move-user-confirm'));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
        { userId: 7 },
        { userId: 7, move: true },
      ]),
    );
    expect(await screen.findByTestId('company-user-row')).toHaveTextContent('Leah Landlord');
    expect(screen.getByRole('link', { name: 'Leah Landlord' })).toHaveAttribute('href', '/admin/users/7');

    await userEvent.click(screen.getByRole('button', { name: 'Remove Leah Landlord from the company' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Leah Landlord from this company?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByTestId('remove-user-confirm'));
    expect(await screen.findByText('No user belongs to this company yet.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('admin/companies/5/users/7');
  });

  it("asks before deleting and shows the server's refusal", async () => {
    stub(ALL, {
      'DELETE admin/companies/5': {
        status: 409,
        body: { message: 'This company still has 3 listings. Move or delete them before deleting the company.' },
      },
    });
    renderApp('/admin/companies/5');
    await userEvent.click(await screen.findByTestId('delete-button'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Maple Rentals?' });
    await userEvent.click(within(dialog).getByTestId('delete-confirm'));
    expect(
      await screen.findByText('This company still has 3 listings. Move or delete them before deleting the company.'),
    ).toBeInTheDocument();
  });

  it("links the company's website as user content (nofollow ugc noopener), and never a non-http(s) one", async () => {
    stub(ALL, {
      'GET admin/companies/5': { body: { ...DETAIL, website: 'https://maple.example/', taxCompanyWebsite: null } },
    });
    renderApp('/admin/companies/5');
    const website = await screen.findByRole('link', { name: 'https://maple.example/' });
    expect(website).toHaveAttribute('href', 'https://maple.example/');
    expect(website.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['nofollow', 'ugc', 'noopener']));
  });

  it('shows an older row holding a foreign logo and a javascript: website without the image or a link', async () => {
    stub(ALL, {
      'GET admin/companies/5': {
        body: { ...DETAIL, website: 'javascript:alert(1)', logo: 'http://127.0.0.1:4291/logo.png' },
      },
    });
    renderApp('/admin/companies/5');
    expect(await screen.findByText('javascript:alert(1)')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'javascript:alert(1)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Logo of Maple Rentals' })).not.toBeInTheDocument();
  });

  it('is read only without modifyCompanies', async () => {
    stub({ viewCompanies: true });
    renderApp('/admin/companies/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Maple Rentals' })).toBeInTheDocument();
    expect(screen.queryByTestId('delete-button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('add-user-picker')).not.toBeInTheDocument();
  });
});
