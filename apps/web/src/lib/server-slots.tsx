// Parts of the shell that are the same on every public page in a language (the header, the footer's menus):
// the server renders each one once per version of the site data and writes that HTML where the part goes
// (entry-server.tsx), instead of rendering it again for every page, one of the largest costs of a page. The
// browser renders and hydrates the part in place as always, so the saved HTML must be exactly what React would
// write there: a part keeps out of the request (no path, no query) and out of React's ids (useId depends on the
// place in the tree). entry-server.test.tsx compares the two renders.
import { createContext, type ReactNode, use } from 'react';

/** On the server, the parts whose saved HTML is written in afterwards; null in the browser. */
export const ServerSlotsContext = createContext<ReadonlySet<ServerSlotName> | null>(null);

export type ServerSlotName = 'header' | 'footer-menus';

/** What stands where a saved part goes, until its HTML replaces it. */
export const slotPlaceholder = (name: ServerSlotName) => `<template data-server-slot="${name}"></template>`;

export function ServerSlot({ name, children }: { name: ServerSlotName; children: ReactNode }) {
  const saved = use(ServerSlotsContext);
  return saved?.has(name) ? <template data-server-slot={name} /> : children;
}
