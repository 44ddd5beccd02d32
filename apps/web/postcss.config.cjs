// Mantine's PostCSS preset (mixins, rem/em functions) and its breakpoint variables for CSS modules
// (the same as the theme's: mobile under 48em = 768 px, tablet under 61.25em = 980 px).
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '61.25em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '88em',
      },
    },
  },
};
