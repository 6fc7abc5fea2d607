// The landing page's two forms (founding-member waitlist, beta gate) in a chunk of their own:
// they sit below the fold, so the prerendered page hydrates its top with the first bundle and
// these once their code (and the visitor-write helpers) has arrived.
import { BetaGate } from './beta-gate';
import { LandingWaitlistForm } from './landing-waitlist-form';

export function LandingJoin() {
  return (
    <>
      <LandingWaitlistForm />
      <BetaGate />
    </>
  );
}
