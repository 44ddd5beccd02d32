// A form placed on a page, as visitors fill it in (features/pages renders it in the page's layout).
export { PublicFormView } from './public-form.tsx';
