import { useState } from 'react';
import { useSession } from '../../lib/session';

/**
 * Whether the visitor was already signed in on arrival (once the session has loaded). The verify
 * and reset pages send such visitors to the CV list; deciding once means that signing in on the
 * page itself (verify-email) does not count as "already signed in".
 */
export function useSignedInOnArrival(): 'waiting' | 'signed-in' | 'anonymous' {
  const { status } = useSession();
  const [decision, setDecision] = useState<'waiting' | 'signed-in' | 'anonymous'>(() =>
    status === 'loading' ? 'waiting' : status === 'authenticated' ? 'signed-in' : 'anonymous',
  );
  if (decision === 'waiting' && status !== 'loading') {
    setDecision(status === 'authenticated' ? 'signed-in' : 'anonymous');
  }
  return decision;
}
