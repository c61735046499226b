import { LOGIN_ERROR_DISMISS_MS, type LoginPayload, type loginSchema } from '@pelote/shared';
import { CircleAlert, Eye, EyeOff, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Navigate, useLocation } from 'react-router';
import type * as z from 'zod';
import { buttonStyles } from '@/components/button-styles';
import { InputField } from '@/components/input-field';
import { LoadingScreen } from '@/components/status-screen';
import { usePageTitle } from '@/lib/page-title';
import { redirectTarget } from '@/lib/redirect-target';
import { useSession } from '@/lib/session';

type LoginForm = z.input<typeof loginSchema>;

/**
 * The shared schema's check, loaded with Zod when the form is first checked: the sign-in screen
 * draws without Zod (a returning user's phone has the screen sooner), and the check is the same.
 */
const loginResolver: Resolver<LoginForm, unknown, LoginPayload> = async (...args) =>
  (await import('./login-resolver')).loginResolver(...args);

export const LOGIN_TEXTS = {
  title: 'Connexion à votre compte',
  username: "Nom d'utilisateur",
  password: 'Mot de passe',
  showPassword: 'Afficher le mot de passe',
  hidePassword: 'Masquer le mot de passe',
  rememberMe: 'Se souvenir de moi',
  forgotPassword: 'Mot de passe oublié ?',
  submit: 'Se connecter',
  submitting: 'Connexion...',
  dismissError: "Fermer le message d'erreur",
  initializing: "Initialisation de l'application...",
} as const;

/** The error banner of the session's last sign-in failure; it clears itself after 5 s. */
function LoginErrorBanner({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onDismiss, LOGIN_ERROR_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [onDismiss]);

  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p className="flex-1">{message}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={LOGIN_TEXTS.dismissError}
        className="touch-target -m-1 rounded p-1 text-red-700 hover:bg-red-100"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/** /login: the sign-in form and its failure banner. */
export function LoginPage() {
  usePageTitle('Connexion');
  const { isAuthenticated, isInitialized, isLoading, error, login, clearError } = useSession();
  const location = useLocation();
  const [showPassword, setShowPassword] = useState(false);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm, unknown, LoginPayload>({
    resolver: loginResolver,
    defaultValues: { username: '', password: '', rememberMe: false },
  });

  // The username field has the focus as soon as the form shows.
  useEffect(() => {
    if (isInitialized) setFocus('username');
  }, [isInitialized, setFocus]);

  // A banner left over from an earlier visit would be stale: clear it when leaving the page.
  useEffect(() => clearError, [clearError]);

  if (!isInitialized) return <LoadingScreen label={LOGIN_TEXTS.initializing} />;
  // Already signed in (and not on the way out): back to where the user came from.
  if (isAuthenticated && !isLoading) return <Navigate to={redirectTarget(location.state)} replace />;

  const onSubmit = handleSubmit(async (credentials) => {
    // Success re-renders this page as signed in: the <Navigate> above takes the user on.
    await login(credentials);
  });

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-center text-xl font-semibold text-stone-900">{LOGIN_TEXTS.title}</h1>

      {error ? <LoginErrorBanner key={error} message={error} onDismiss={clearError} /> : null}

      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <InputField
          label={LOGIN_TEXTS.username}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.username?.message}
          {...register('username')}
        />
        <InputField
          label={LOGIN_TEXTS.password}
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          error={errors.password?.message}
          endAdornment={
            <button
              type="button"
              onClick={() => setShowPassword((shown) => !shown)}
              aria-label={showPassword ? LOGIN_TEXTS.hidePassword : LOGIN_TEXTS.showPassword}
              className="flex size-10 items-center justify-center rounded-md text-stone-500 hover:bg-stone-100 hover:text-stone-800"
            >
              {showPassword ? (
                <EyeOff aria-hidden="true" className="size-4" />
              ) : (
                <Eye aria-hidden="true" className="size-4" />
              )}
            </button>
          }
          {...register('password')}
        />

        <div className="flex items-center justify-between gap-3">
          <label className="flex items-center gap-2 text-sm text-stone-700">
            <input
              type="checkbox"
              className="size-4 rounded border-stone-300 accent-rose-700"
              {...register('rememberMe')}
            />
            {LOGIN_TEXTS.rememberMe}
          </label>
          {/* The 'forgotten password' link exists but is hidden and does nothing. */}
          <a href="/login" hidden inert className="text-sm text-rose-700">
            {LOGIN_TEXTS.forgotPassword}
          </a>
        </div>

        <button
          type="submit"
          disabled={isSubmitting}
          className={buttonStyles({ className: 'mt-2 h-11 w-full' })}
        >
          {isSubmitting ? LOGIN_TEXTS.submitting : LOGIN_TEXTS.submit}
        </button>
      </form>
    </div>
  );
}
