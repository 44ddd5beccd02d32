// What the server sent with a server-rendered page (entry-server.tsx writes it): the language, the site data
// and TanStack Query's dehydrated cache, in a JSON script element (not run, so the CSP allows it). null on
// a client-rendered page (the signed-in areas) and on the server.
import type { Locale } from '@rentals/shared';
import { SERVER_STATE_ID, type ServerSiteData } from '@rentals/shared/server-render';
import type { DehydratedState } from '@tanstack/react-query';

export interface ServerState {
  locale: Locale;
  site: ServerSiteData;
  queries: DehydratedState;
}

let read = false;
let state: ServerState | null = null;

export function serverState(): ServerState | null {
  if (read) return state;
  read = true;
  const element = typeof document === 'undefined' ? null : document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    state = JSON.parse(element.textContent) as ServerState;
  } catch (error) {
    console.error('The server state could not be read; the page starts afresh.', error);
  }
  return state;
}

/** JSON that is safe inside a <script> element: nothing in it can close the element or start a comment. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
