import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanChangePreviewAnswer } from '../../../../domain/billing/api';
import type { PlanType } from '../../../../domain/billing/plans';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';

/** GET /payments/subscription/preview-change/: what a plan change charges now, shown before confirming. */
export const planChangePreviewQuery = (planType: PlanType) =>
  queryOptions({
    queryKey: ['payments', 'preview-change', planType] as const,
    queryFn: ({ signal }) => apiRequest<PlanChangePreviewAnswer>(api.payments.previewPlanChange, { signal, query: { plan_type: planType } }),
    staleTime: 0,
    gcTime: 0,
  });

export function usePlanChangePreview(planType: PlanType | undefined) {
  return useQuery({ ...planChangePreviewQuery(planType ?? 'annual'), enabled: planType !== undefined });
}
