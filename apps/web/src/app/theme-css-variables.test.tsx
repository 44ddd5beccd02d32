import { createTheme, MantineProvider, type MantineThemeOverride } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from './theme.ts';
import { ThemeCssVariables } from './theme-css-variables.tsx';

/** The <style data-mantine-styles="true"> element of a render: the theme's variables. */
const variablesStyle = (html: string) => html.match(/<style data-mantine-styles="true">.*?<\/style>/s)?.[0];

function mantines(override: MantineThemeOverride) {
  return variablesStyle(renderToString(<MantineProvider theme={override}>page</MantineProvider>));
}

function ours(override: MantineThemeOverride) {
  return variablesStyle(
    renderToString(
      <MantineProvider theme={override} withCssVariables={false}>
        <ThemeCssVariables theme={override} />
        page
      </MantineProvider>,
    ),
  );
}

describe('ThemeCssVariables', () => {
  it("writes the same variables as Mantine's provider for the app's theme", () => {
    expect(mantines(theme)).toContain('--mantine-');
    expect(ours(theme)).toBe(mantines(theme));
  });

  it('follows the theme it is given', () => {
    const teal = createTheme({ primaryColor: 'teal', fontFamily: 'Georgia, serif' });
    expect(ours(teal)).toBe(mantines(teal));
    expect(ours(teal)).toContain('Georgia, serif');
    expect(ours(teal)).not.toBe(ours(theme));
  });
});
