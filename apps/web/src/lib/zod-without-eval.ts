// Zod 4 tries `new Function('')` the first time it builds an object schema, to see whether it may compile
// faster parsers. The site's Content-Security-Policy has no 'unsafe-eval' (plugins/external in the API), so
// the try fails; Zod copes, but Chrome logs a CSP issue, which Lighthouse counts against best practices
// (inspector-issues). `jitless` skips the try. Set through the global Zod reads its config from, so it holds
// whether Zod has loaded yet or not, without bringing Zod into the entry chunk; main.tsx imports this module
// first, before any schema is built. Browser only: the API's process keeps its compiled parsers.

declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

if (typeof document !== 'undefined') {
  globalThis.__zod_globalConfig ??= {};
  globalThis.__zod_globalConfig.jitless = true;
}

export {};
