// The page with a form, as the server writes it: a form that works without JavaScript (issue 27).
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import { CONTACT_FORM } from '../../../test/forms.ts';
import { PublicPageView } from './public-page.tsx';

describe('the public form without JavaScript (the server’s HTML)', () => {
  const page = (path: string) => (
    <Providers env="test">
      <MemoryRouter initialEntries={[path]}>
        <PublicPageView
          page={{
            id: 1,
            title: 'Contact',
            path: '/contact',
            language: path.startsWith('/fr') ? 'fr' : 'en',
            layout: 'plain',
            body: '<p>Write to us.</p>',
            texts: [],
            image: null,
            city: null,
            form: CONTACT_FORM,
            updatedAt: '2026-01-01T00:00:00Z',
            listings: [],
          }}
        />
      </MemoryRouter>
    </Providers>
  );
  const formOf = (html: string) => {
    const container = document.createElement('div');
    container.innerHTML = html;
    return container;
  };

  it('posts itself to the API, its fields enabled and named as the API reads them', () => {
    const html = formOf(renderToString(page('/contact')));
    const form = html.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/api/forms/7/browser-submissions');
    expect(html.querySelector('fieldset[disabled]')).toBeNull();
    const named = (name: string) => html.querySelector<HTMLInputElement>(`[name="${name}"]`);
    expect(named('values.name')?.disabled).toBe(false);
    expect(named('values.email')).not.toBeNull();
    expect(named('values.message')?.tagName).toBe('TEXTAREA');
    expect(named('token')?.value).toBe(CONTACT_FORM.token);
    expect(named('website')).not.toBeNull();
    expect(named('pagePath')?.value).toBe('/contact');
    expect(named('language')?.value).toBe('en');
    expect(named('returnTo')?.value).toBe('/contact');
  });

  it('shows the success message when the API sends the browser back with ?form=sent', () => {
    const html = formOf(renderToString(page('/contact?form=sent')));
    expect(html.querySelector('[data-testid="form-success"]')?.textContent).toBe('Thanks!');
    expect(html.querySelector('form')).toBeNull();
  });

  it('shows each field refused (?form=invalid) in the page’s language', () => {
    const en = formOf(renderToString(page('/contact?form=invalid&error=name:required&error=email:email')));
    expect(en.textContent).toContain('Please correct the fields marked below.');
    expect(en.textContent).toContain('The Your name field is required.');
    expect(en.textContent).toContain('The Email field must be a valid email address.');
    const fr = formOf(renderToString(page('/fr/contact?form=invalid&error=name:required')));
    expect(fr.textContent).toContain('Le champ Your name est obligatoire.');
  });
});
