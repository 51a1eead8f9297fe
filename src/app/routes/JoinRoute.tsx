import { LoginPage, SignupPage } from '../../features/account/index.ts';
import { JoinPage, type AccountEntry } from '../../features/household/index.ts';

const JOIN_SUBTITLE = 'No card needed: then accept the invitation';

const accountEntry: AccountEntry = (mode, next, onSwitch) =>
  mode === 'login' ? (
    <LoginPage next={next} subtitle={JOIN_SUBTITLE} onSwitch={onSwitch} />
  ) : (
    <SignupPage next={next} subtitle={JOIN_SUBTITLE} onSwitch={onSwitch} />
  );

/** /join/{token}: the household's invitation with the account feature's login and signup inside it. */
export function JoinRoute() {
  return <JoinPage accountEntry={accountEntry} />;
}
