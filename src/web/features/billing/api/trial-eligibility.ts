import { useQuery } from '@tanstack/react-query';
import type { TrialEligibility } from '../../../../domain/billing/subscription-state';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { api } from '../../../paths';

/** GET /payments/trial-eligibility/. */
export function fetchTrialEligibility(signal?: AbortSignal): Promise<TrialEligibility> {
  return apiRequest(api.payments.trialEligibility, { signal });
}

export function useTrialEligibility() {
  const session = useSession();
  return useQuery({
    queryKey: ['payments', 'trial-eligibility'],
    queryFn: ({ signal }) => fetchTrialEligibility(signal),
    enabled: session.status === 'authenticated',
    staleTime: 0,
  });
}
