// Where the forms screens' resources live in the API (the generic resource screens make the calls).
export const FORMS_PATH = 'admin/forms';
export const FORM_SUBMISSIONS_PATH = 'admin/form-submissions';
