// The contact card's company logo on the server-rendered listing page: only a logo from our own storage
// (/uploads/...) becomes an <img> (and so React's image preload in the head); any other URL a company wrote
// would send every visitor's browser to that host, so the card shows the company's initial instead.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import { makeListing } from '../test/fixtures.ts';
import { ContactCard } from './contact-card.tsx';

const OWN = '/uploads/company-logo/0123456789abcdef0123456789abcdef-256.webp';

function serverHtml(logo: string | null) {
  const listing = makeListing({ company: { id: 7, name: 'Maple Homes', logo, verified: false } });
  return renderToString(
    <Providers env="test">
      <MemoryRouter>
        <ContactCard listing={listing} titleId="contact-title" />
      </MemoryRouter>
    </Providers>,
  );
}

describe('ContactCard on the server', () => {
  it('renders a logo stored in our own uploads, preloaded by React in the page', () => {
    const html = serverHtml(OWN);
    expect(html).toMatch(new RegExp(`<img[^>]+src="${OWN}"`));
    expect(html).toContain(`<link rel="preload" as="image" href="${OWN}"/>`);
  });

  it.each([
    'http://127.0.0.1:4291/logo.png',
    'https://tracker.example/pixel.gif',
    '//evil.example/logo.png',
    'javascript:alert(1)',
    '/uploads/../admin/logo.png',
  ])('never puts the foreign logo %s in the page (no <img>, no preload)', (logo) => {
    const html = serverHtml(logo);
    expect(html).not.toContain(logo);
    expect(html).not.toMatch(/<img/);
    expect(html).not.toMatch(/rel="preload"/);
    // The company's initial stands in.
    expect(html).toContain('Maple Homes');
  });
});
