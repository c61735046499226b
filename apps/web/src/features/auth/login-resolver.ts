import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@pelote/shared';

/** The sign-in form's check, with the shared schema: loaded on the first check (login-page.tsx). */
export const loginResolver = zodResolver(loginSchema);
