import {
  type LoginPayload,
  receivedRefreshSchema,
  receivedSignInSchema,
  userSchema,
  verifyEmailSchema,
} from '@pelote/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient, parseResult, unwrap } from '@/lib/api-client';

/** The sign-in and session calls that the web app makes. */

export async function authenticate(credentials: LoginPayload) {
  return parseResult(await apiClient.post('/Users/authenticate-user', credentials), receivedSignInSchema);
}

/** The signed-in user. A 401 here is the session's own business (it tries a refresh first). */
export async function getCurrentUser() {
  return parseResult(await apiClient.get('/Users/info-user/', { skipUnauthorizedHandler: true }), userSchema);
}

/** The refresh token travels in its HttpOnly cookie, so the body stays empty. */
export async function refreshSession() {
  return parseResult(
    await apiClient.post('/auth/refresh', {}, { skipUnauthorizedHandler: true }),
    receivedRefreshSchema,
  );
}

export function logoutRequest() {
  return apiClient.post<null>('/auth/logout', {}, { skipUnauthorizedHandler: true });
}

export async function verifyEmail(token: string) {
  const body = verifyEmailSchema.parse({ token });
  return unwrap(await apiClient.post<unknown>('/auth/verify-email', body, { skipUnauthorizedHandler: true }));
}

export async function resendVerification() {
  return unwrap(await apiClient.post<unknown>('/auth/resend-verification'));
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
