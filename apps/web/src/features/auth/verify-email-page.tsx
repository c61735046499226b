import { CircleAlert, LoaderCircle, MailCheck, MailWarning } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonStyles } from '@/components/button-styles';
import { LoadingScreen } from '@/components/status-screen';
import { usePageTitle } from '@/lib/page-title';
import { isEmailVerified, useSession } from '@/lib/session';
import { useResendVerification, useVerifyEmail } from './auth-api';

export const VERIFY_EMAIL_TEXTS = {
  title: "Vérification de l'email",
  verifying: 'Vérification en cours...',
  verified: 'Votre adresse email est vérifiée.',
  alreadyVerified: 'Votre adresse email est déjà vérifiée.',
  noToken: 'Ouvrez le lien reçu par email pour vérifier votre adresse.',
  resend: "Renvoyer l'email de vérification",
  resending: 'Envoi en cours...',
  resent: 'Un nouvel email de vérification vous a été envoyé.',
  signIn: 'Se connecter',
  home: "Retour à l'accueil",
} as const;

function ErrorText({ message }: { message: string }) {
  return (
    <p role="alert" className="flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}

/** Checks the `?token=` of the e-mail link with the server. */
function VerifyToken({ token }: { token: string }) {
  const { isAuthenticated, refreshUser } = useSession();
  const verify = useVerifyEmail();
  const sent = useRef(false);
  const { mutate } = verify;

  useEffect(() => {
    // The link is used once, even when React runs effects twice in development.
    if (sent.current) return;
    sent.current = true;
    mutate(token, {
      onSuccess: () => {
        if (isAuthenticated) void refreshUser();
      },
    });
  }, [mutate, token, isAuthenticated, refreshUser]);

  if (verify.isSuccess) {
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-800"
      >
        <MailCheck aria-hidden="true" className="size-4 shrink-0" />
        {VERIFY_EMAIL_TEXTS.verified}
      </p>
    );
  }
  if (verify.isError) return <ErrorText message={verify.error.message} />;
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-stone-600">
      <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      {VERIFY_EMAIL_TEXTS.verifying}
    </p>
  );
}

/** Without a token: a signed-in user may ask for a new link. */
function ResendVerification() {
  const resend = useResendVerification();
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-stone-600">{VERIFY_EMAIL_TEXTS.noToken}</p>
      <button
        type="button"
        className={buttonStyles()}
        disabled={resend.isPending}
        onClick={() => resend.mutate()}
      >
        {resend.isPending ? VERIFY_EMAIL_TEXTS.resending : VERIFY_EMAIL_TEXTS.resend}
      </button>
      {resend.isSuccess ? (
        <p role="status" className="text-sm text-emerald-800">
          {VERIFY_EMAIL_TEXTS.resent}
        </p>
      ) : null}
      {resend.isError ? <ErrorText message={resend.error.message} /> : null}
    </div>
  );
}

/** /verify-email: the target of the e-mail link and of the guard's 'Vérifier mon email' button. */
export function VerifyEmailPage() {
  usePageTitle(VERIFY_EMAIL_TEXTS.title);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const { user, isAuthenticated, isInitialized } = useSession();
  if (!isInitialized) return <LoadingScreen label="Chargement..." />;

  let body: ReactNode;
  if (token) body = <VerifyToken token={token} />;
  else if (isAuthenticated && isEmailVerified(user)) {
    body = (
      <p role="status" className="text-sm text-stone-600">
        {VERIFY_EMAIL_TEXTS.alreadyVerified}
      </p>
    );
  } else if (isAuthenticated) body = <ResendVerification />;
  else body = <p className="text-sm text-stone-600">{VERIFY_EMAIL_TEXTS.noToken}</p>;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-rose-50 text-rose-700">
          <MailWarning aria-hidden="true" className="size-6" />
        </span>
        <h1 className="text-xl font-semibold text-stone-900">{VERIFY_EMAIL_TEXTS.title}</h1>
      </div>
      {body}
      <Link to={isAuthenticated ? '/' : '/login'} className={buttonStyles({ variant: 'secondary' })}>
        {isAuthenticated ? VERIFY_EMAIL_TEXTS.home : VERIFY_EMAIL_TEXTS.signIn}
      </Link>
    </div>
  );
}
