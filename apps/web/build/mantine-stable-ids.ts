// Mantine's useId (@mantine/hooks) starts from React's useId, then swaps in a random id in a layout effect
// after the first render: a workaround from before React had useId. Every Mantine input, label and
// description then renders again synchronously right after hydration, and React sets each input's type, name
// and value once more (a date input rebuilds itself): on the listing page a quarter of a second on a phone.
// With React 19 the id React gives is already unique and the same on the server and in the browser, so this
// build keeps it: the same module, without the swap (a given id, `staticId`, still wins).
import type { Plugin } from 'vite';

const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

const STABLE_USE_ID = `import { useId as useReactId } from 'react';
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : \`mantine-\${reactId.replace(/:/g, '')}\`;
}
`;

export function mantineStableIds(): Plugin {
  return {
    name: 'mantine-stable-ids',
    enforce: 'pre',
    load(id) {
      return MANTINE_USE_ID.test(id) ? STABLE_USE_ID : null;
    },
  };
}
