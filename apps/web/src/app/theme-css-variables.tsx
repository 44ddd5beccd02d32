// Mantine's theme variables (the <style data-mantine-styles> of every page), worked out once per theme rather
// than on every render: the server renders a page per request with a theme that never changes, and building
// the variables was most of a millisecond of each render. The same element as Mantine's MantineCssVariables
// (its variables less those Mantine's stylesheet already sets), in the same place: the first child of a
// MantineProvider rendered with withCssVariables={false}. theme-css-variables.test.tsx compares the two.
import {
  type ConvertCSSVariablesInput,
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  type MantineThemeOverride,
  mergeMantineTheme,
} from '@mantine/core';

const DEFAULTS = defaultCssVariablesResolver(DEFAULT_THEME);

function themeCss(override: MantineThemeOverride): string {
  const variables = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, override));
  const changed = (part: keyof ConvertCSSVariablesInput) => {
    const defaults: Record<string, string | undefined> = DEFAULTS[part];
    return Object.fromEntries(Object.entries(variables[part]).filter(([name, value]) => defaults[name] !== value));
  };
  return convertCssVariables({ variables: changed('variables'), light: changed('light'), dark: changed('dark') });
}

/** Keyed by the theme given to MantineProvider (the theme it merges from it is a new object on each render). */
const cssByTheme = new WeakMap<MantineThemeOverride, string>();

export function ThemeCssVariables({ theme }: { theme: MantineThemeOverride }) {
  let css = cssByTheme.get(theme);
  if (css === undefined) {
    css = themeCss(theme);
    cssByTheme.set(theme, css);
  }
  if (!css) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the theme's own variables, as Mantine writes them (text children would be escaped)
  return <style data-mantine-styles dangerouslySetInnerHTML={{ __html: css }} />;
}
