import { ShieldCheck } from 'lucide-react';
import { useIsSolvingChallenge } from '../../api/proof-of-work';

/**
 * Shown while the browser solves a proof-of-work challenge (many failed attempts came from this
 * network, say a ship's Wi-Fi): the wait has a reason, and nobody is refused.
 */
export function ChallengeNotice() {
  const isSolving = useIsSolvingChallenge();
  if (!isSolving) return null;
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-xl bg-ocean-50 px-3 py-2.5 text-sm text-ocean-900"
    >
      <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-ocean-600" aria-hidden />
      <span>
        Lots of sign-in activity came from this network (a ship's Wi-Fi, perhaps), so your browser is doing a
        quick security check. It takes a second or two.
      </span>
    </p>
  );
}
