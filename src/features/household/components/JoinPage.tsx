import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { HOUSEHOLD_MESSAGES, type InvitationPreview } from '@halfwise/core/contract/household.ts';
import { useCurrentUser } from '../../../app/session/current-user.ts';
import { useBudgetSwitch } from '../../../app/session/household.ts';
import { notify } from '../../../app/toast/notify.ts';
import { Button } from '../../../app/ui/Button.tsx';
import { CenteredCard } from '../../../app/ui/CenteredCard.tsx';
import { ErrorBox } from '../../../app/ui/ErrorBox.tsx';
import form from '../../../app/ui/Form.module.css';
import { Spinner } from '../../../app/ui/Spinner.tsx';
import { ApiError, serverMessage } from '../../../lib/api.ts';
import { acceptInvitation, previewInvitation } from '../api/household-requests.ts';
import { invitedBy, joined, joinTitle, otherAccount, SHARE_MESSAGES } from '../model/share-messages.ts';

/** How the host page shows login or signup in place, returning to `next` once signed in. */
export type AccountEntry = (mode: 'login' | 'signup', next: string, onSwitch: () => void) => ReactNode;

/**
 * /join/{token}: who invites, then (signed out) log in or sign up with no card, then accept; the shared budget
 * follows. An invitation that cannot be used says so and offers a way on.
 */
export function JoinPage({ accountEntry }: { accountEntry: AccountEntry }) {
  const { token } = useParams({ strict: false });
  const user = useCurrentUser();
  const preview = useQuery({
    queryKey: ['household-invitation', token],
    queryFn: () => previewInvitation(token ?? ''),
    staleTime: Infinity,
  });
  const [mode, setMode] = useState<'choose' | 'login' | 'signup'>('choose');
  const next = `/join/${token ?? ''}`;

  if (preview.isPending) return <Spinner label="Loading the invitation" />;
  if (preview.isError) return <UnusableInvitation error={preview.error} signedIn={user !== null} />;
  const invitation = preview.data;

  if (!user && mode !== 'choose') {
    return accountEntry(mode, next, () => setMode(mode === 'login' ? 'signup' : 'login'));
  }
  return (
    <CenteredCard
      title={joinTitle(invitation.inviter)}
      subtitle={invitedBy(invitation.inviter, invitation.email)}
    >
      {user ? (
        <AcceptInvitation token={token ?? ''} invitation={invitation} signedInAs={user.email} />
      ) : (
        <>
          <p>{SHARE_MESSAGES.coveredByOwner}</p>
          <Button fullWidth onClick={() => setMode('signup')}>
            Create an account to join
          </Button>
          <Button fullWidth variant="secondary" onClick={() => setMode('login')}>
            I have an account: log in
          </Button>
        </>
      )}
    </CenteredCard>
  );
}

function AcceptInvitation({
  token,
  invitation,
  signedInAs,
}: {
  token: string;
  invitation: InvitationPreview;
  signedInAs: string | null;
}) {
  const switchBudget = useBudgetSwitch();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (signedInAs?.toLowerCase() !== invitation.email.toLowerCase()) {
    return (
      <>
        <ErrorBox>{otherAccount(invitation.email, signedInAs)}</ErrorBox>
        <Link to="/logout" className={form.link}>
          Sign out
        </Link>
      </>
    );
  }

  const accept = async () => {
    setPending(true);
    setError(null);
    try {
      await acceptInvitation(token);
      await switchBudget();
      notify({ title: joined(invitation.inviter) });
      await navigate({ to: '/' });
    } catch (failure) {
      setError(serverMessage(failure) ?? SHARE_MESSAGES.actionFailed);
      setPending(false);
    }
  };

  return (
    <>
      {error && <ErrorBox>{error}</ErrorBox>}
      <Button fullWidth disabled={pending} onClick={() => void accept()}>
        {joinTitle(invitation.inviter)}
      </Button>
      {error && (
        <Link to="/" className={form.link}>
          Go to my budget
        </Link>
      )}
    </>
  );
}

function UnusableInvitation({ error, signedIn }: { error: unknown; signedIn: boolean }) {
  const known = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return (
    <CenteredCard title="Invitation not available">
      <ErrorBox>{known ? HOUSEHOLD_MESSAGES.invitationUnusable : SHARE_MESSAGES.actionFailed}</ErrorBox>
      <p>Ask whoever invited you to send a new invitation from their Settings.</p>
      <Link to={signedIn ? '/' : '/login'} className={form.link}>
        {signedIn ? 'Go to my budget' : 'Log in'}
      </Link>
    </CenteredCard>
  );
}
