// What other features use of the account screens: the profile form (the landlord portal's account details).
export { ProfileFields, useProfileForm } from './profile-form.tsx';
