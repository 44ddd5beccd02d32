// The server renderer itself (entry-server.tsx), on a city page: the first render of a page kind waits for
// its lazy parts (prerender); the next ones build the page as one string (renderToString), and must write the
// very same HTML, the listings in it, with no part left for the browser to render.
import type { ServerRenderInput } from '@rentals/shared/server-render';
import { describe, expect, it } from 'vitest';
import { render } from './entry-server.tsx';
import { resolveSearch, searchAnswer } from './test/listings.ts';
import { SITE_SETTINGS } from './test/utils.tsx';

const SUSPENDED_BOUNDARY = '<!--$!-->';

function cityPage(): ServerRenderInput {
  return {
    url: '/rentals/ontario/toronto',
    locale: 'en',
    site: { settings: SITE_SETTINGS as ServerRenderInput['site']['settings'], contentBlocks: [], projectModules: {} },
    page: { kind: 'resolved', resolved: resolveSearch() },
    load: {
      listings: async () => searchAnswer(45),
      home: async () => {
        throw new Error('not the home page');
      },
    },
  };
}

describe('render (the server renderer)', () => {
  it('writes the same whole page on the first render and the next ones', async () => {
    const first = await render(cityPage());
    const second = await render(cityPage());
    const third = await render(cityPage());
    expect(first.html).not.toContain(SUSPENDED_BOUNDARY);
    expect(first.html).toContain(searchAnswer(45).listings[0]?.title);
    expect(first.html.match(/data-testid="listing-card"/g)).toHaveLength(20);
    expect(second.html).toBe(first.html);
    expect(third.html).toBe(first.html);
  });
});
