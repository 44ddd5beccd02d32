// English texts of the public FAQ page; registered by index.ts when its chunk loads (French in fr.ts).
export const en = {
  faq: {
    title: 'Frequently asked questions',
    home: 'Home',
    breadcrumbs: 'Breadcrumbs',
    empty: 'No questions have been answered here yet.',
  },
};
