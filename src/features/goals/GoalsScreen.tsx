import { SignedInLayout } from '../../app/shell/SignedInLayout.tsx';

/** The Future Goals screen arrives with the goals issue; this holds its place in the route table. */
export function GoalsScreen() {
  return (
    <SignedInLayout>
      <h1>Future Goals</h1>
    </SignedInLayout>
  );
}
