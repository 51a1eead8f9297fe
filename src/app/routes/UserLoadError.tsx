import { Button } from '../ui/Button.tsx';
import { CenteredCard } from '../ui/CenteredCard.tsx';
import { ErrorBox } from '../ui/ErrorBox.tsx';

/** GET /api/user failed for a reason other than 401: the server is unreachable or broken. */
export function UserLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <CenteredCard title="Can't reach Halfwise">
      <ErrorBox>We could not load your account. Check your connection and try again.</ErrorBox>
      <Button fullWidth onClick={onRetry}>
        Try Again
      </Button>
    </CenteredCard>
  );
}
