import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TrackedApplication,
  TrackedApplicationInput,
  TrackedApplicationPatch,
  TrackedApplicationSummary,
  UntrackedDossier,
} from '../../../../domain/tracker/tracked-application';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';
import { applicationListKey } from './applications';

export const trackedListKey = ['tracker', 'applications'] as const;
const untrackedKey = ['tracker', 'untracked-dossiers'] as const;
const detailKey = (id: string) => ['tracker', 'application', id] as const;

/** GET /tracker/applications/: every application, the unsent first. */
export const trackedListQuery = () =>
  queryOptions({
    queryKey: trackedListKey,
    queryFn: ({ signal }) => apiRequest<TrackedApplicationSummary[]>(api.tracker.applications, { signal }),
    staleTime: 0,
  });

export function useTrackedApplications() {
  return useQuery(trackedListQuery());
}

/** GET /tracker/applications/{id}/: one application with its ad's text. */
export function useTrackedApplication(id: string | undefined) {
  return useQuery({
    queryKey: detailKey(id ?? ''),
    queryFn: ({ signal }) => apiRequest<TrackedApplication>(api.tracker.application(id!), { signal }),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

/** GET /tracker/dossiers/untracked/: merged files made before the tracker. */
export function useUntrackedDossiers() {
  return useQuery({ queryKey: untrackedKey, queryFn: ({ signal }) => apiRequest<UntrackedDossier[]>(api.tracker.untrackedDossiers, { signal }), staleTime: 0 });
}

function useInvalidateTracker() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['tracker'] }),
      // The merged files' list (the dossier page) changes when an application and its file are deleted.
      queryClient.invalidateQueries({ queryKey: applicationListKey }),
    ]);
}

export function useCreateTrackedApplication() {
  const invalidate = useInvalidateTracker();
  return useMutation({
    mutationFn: (body: Partial<TrackedApplicationInput>) => apiRequest<TrackedApplication>(api.tracker.applications, { method: 'POST', body }),
    onSettled: invalidate,
  });
}

/**
 * PATCH /tracker/applications/{id}/. The board moves a card at once (the list in the cache is
 * changed before the answer) and puts it back if the server refuses.
 */
export function useUpdateTrackedApplication() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateTracker();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: Partial<TrackedApplicationPatch> }) =>
      apiRequest<TrackedApplication>(api.tracker.application(id), { method: 'PATCH', body: patch }),
    onMutate: async ({ id, patch }) => {
      await queryClient.cancelQueries({ queryKey: trackedListKey });
      const before = queryClient.getQueryData<TrackedApplicationSummary[]>(trackedListKey);
      if (before && patch.status)
        queryClient.setQueryData(
          trackedListKey,
          before.map((a) => (a.id === id ? { ...a, status: patch.status! } : a)),
        );
      return { before };
    },
    onError: (_err, _vars, context) => {
      if (context?.before) queryClient.setQueryData(trackedListKey, context.before);
    },
    onSettled: invalidate,
  });
}

export function useMarkFollowedUp() {
  const invalidate = useInvalidateTracker();
  return useMutation({
    mutationFn: (id: string) => apiRequest<TrackedApplication>(api.tracker.followUp(id), { method: 'POST' }),
    onSettled: invalidate,
  });
}

export function useDeleteTrackedApplication() {
  const invalidate = useInvalidateTracker();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(api.tracker.application(id), { method: 'DELETE' }),
    onSettled: invalidate,
  });
}

export function useTrackDossier() {
  const invalidate = useInvalidateTracker();
  return useMutation({
    mutationFn: (dossierId: string) => apiRequest<TrackedApplication>(api.tracker.fromDossier, { method: 'POST', body: { dossier_id: dossierId } }),
    onSettled: invalidate,
  });
}
