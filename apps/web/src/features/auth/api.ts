// Account and session calls (spec 7 "User and auth"); payloads are the shared zod schemas' inputs.
import type { PermissionMap } from '@rentals/shared/permissions';
import type {
  AuthResponse,
  Company,
  LandlordRegisterInput,
  LoginInput,
  RegisterInput,
  User,
} from '@rentals/shared/resources/accounts';
import type { LoginResponse, LoginTwoFactorInput, SignedInResponse } from '@rentals/shared/resources/two-factor';
import { api } from '../../lib/api-client.ts';

export interface MessageResponse {
  message: string;
}

export const authApi = {
  /** Signed in, or (two-factor on) a challenge for loginTwoFactor. */
  login: (input: LoginInput) => api.post<LoginResponse>('login', input, { csrf: true }),
  loginTwoFactor: (input: LoginTwoFactorInput) => api.post<SignedInResponse>('login/two-factor', input, { csrf: true }),
  register: (input: RegisterInput) => api.post<AuthResponse>('register', input, { csrf: true }),
  registerLandlord: (input: LandlordRegisterInput) =>
    api.post<AuthResponse>('landlord/register', input, { csrf: true }),
  logout: () => api.post<MessageResponse>('logout'),
  user: () => api.get<User>('user'),
  permissions: () => api.get<{ permissions: PermissionMap }>('permissions/get-user-permissions'),
  requestPasswordReset: (email: string) => api.post<MessageResponse>('password-reset', { email }, { csrf: true }),
  resetPassword: (token: string, input: { password: string; password_confirmation: string }) =>
    api.post<MessageResponse>(`password-reset/${encodeURIComponent(token)}`, input, { csrf: true }),
  verifyLandlord: (code: string) => api.post<MessageResponse & { user: User }>('landlord/verify', { code }),
  resendVerification: () => api.post<MessageResponse>('landlord/resend-verify'),
  updateUser: (input: Partial<Pick<User, 'firstName' | 'lastName' | 'email' | 'phone' | 'locale'>>) =>
    api.patch<User>('user', input),
  updateCompany: (input: Partial<Company>) => api.patch<Company>('user/company', input),
  changePassword: (input: { current_password: string; password: string; password_confirmation: string }) =>
    api.post<MessageResponse>('user/change-password', input),
  acknowledgeLoggedIn: () => api.patch<User>('acknowledge-user-logged-in'),
};
