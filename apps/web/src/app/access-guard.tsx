import type { Role } from '@pelote/shared';
import { Lock, MailWarning, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { buttonStyles } from '@/components/button-styles';
import { LoadingScreen, MessageScreen } from '@/components/status-screen';
import { isEmailVerified, useSession } from '@/lib/session';

export const GUARD_TEXTS = {
  loading: 'Chargement...',
  unauthenticatedTitle: 'Accès non autorisé',
  unauthenticatedText: 'Vous devez être connecté pour accéder à cette page.',
  signIn: 'Se connecter',
  forbiddenTitle: 'Permissions insuffisantes',
  forbiddenText: "Vous n'avez pas les permissions nécessaires pour accéder à cette page.",
  back: 'Retour',
  unverifiedTitle: 'Email non vérifié',
  unverifiedText: 'Veuillez vérifier votre email pour accéder à cette page.',
  verify: 'Vérifier mon email',
} as const;

/** What to do instead of a guard screen: go to an address, or show something else. */
type Alternative = { redirectTo?: string; fallback?: ReactNode };

type AccessGuardProps = {
  children: ReactNode;
  /** Default true. */
  requireAuth?: boolean;
  /** The roles allowed; any signed-in role when absent. */
  roles?: readonly Role[];
  requireVerifiedEmail?: boolean;
  /** Per failed check: redirect or custom fallback instead of the standard screen. */
  unauthenticated?: Alternative;
  forbidden?: Alternative;
  unverified?: Alternative;
};

function alternative(choice: Alternative | undefined): ReactNode | undefined {
  if (choice?.redirectTo) return <Navigate to={choice.redirectTo} replace />;
  return choice?.fallback;
}

const T = GUARD_TEXTS;

/** The screen of each refusal, but its way out. */
const REFUSALS = {
  unauthenticated: { icon: Lock, title: T.unauthenticatedTitle, text: T.unauthenticatedText },
  forbidden: { icon: ShieldAlert, tone: 'danger', title: T.forbiddenTitle, text: T.forbiddenText },
  unverified: { icon: MailWarning, tone: 'warning', title: T.unverifiedTitle, text: T.unverifiedText },
} as const;

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" className={buttonStyles({ variant: 'secondary' })} onClick={() => navigate(-1)}>
      {GUARD_TEXTS.back}
    </button>
  );
}

/**
 * The access guard of every signed-in screen. Checks, in this order: the session is still initialising,
 * nobody is signed in, the role is not allowed, the e-mail is not verified.
 */
export function AccessGuard({
  children,
  requireAuth = true,
  roles,
  requireVerifiedEmail = false,
  unauthenticated,
  forbidden,
  unverified,
}: AccessGuardProps) {
  const { user, isAuthenticated, isInitialized } = useSession();
  const location = useLocation();

  if (!isInitialized) return <LoadingScreen label={GUARD_TEXTS.loading} />;

  if ((requireAuth || roles || requireVerifiedEmail) && (!isAuthenticated || !user)) {
    const signIn = (
      <Link to="/login" state={{ from: location }} className={buttonStyles()}>
        {GUARD_TEXTS.signIn}
      </Link>
    );
    return alternative(unauthenticated) ?? <MessageScreen {...REFUSALS.unauthenticated} action={signIn} />;
  }

  if (roles && (!user || !roles.includes(user.role))) {
    return alternative(forbidden) ?? <MessageScreen {...REFUSALS.forbidden} action={<BackButton />} />;
  }

  if (requireVerifiedEmail && !isEmailVerified(user)) {
    const verify = (
      <Link to="/verify-email" className={buttonStyles()}>
        {GUARD_TEXTS.verify}
      </Link>
    );
    return alternative(unverified) ?? <MessageScreen {...REFUSALS.unverified} action={verify} />;
  }

  return children;
}
