// The signed-in panels: paths under /admin, /portal and /support. They hide the public header and
// footer (spec 2 "Shell") and have no /fr variant (they follow the user's locale).
function under(pathname: string, prefix: string) {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function isPanelPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? path;
  return under(pathname, '/admin') || under(pathname, '/portal') || under(pathname, '/support');
}
