import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrackerSettings, TrackerSettingsPatch } from '../../../../domain/tracker/tracker-settings';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';

const settingsKey = ['tracker', 'settings'] as const;

/** GET /tracker/settings/: the monthly target, the reminders and the proof's header. */
export function useTrackerSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => apiRequest<TrackerSettings>(api.tracker.settings, { signal }), staleTime: 30_000 });
}

export function useUpdateTrackerSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: TrackerSettingsPatch) => apiRequest<TrackerSettings>(api.tracker.settings, { method: 'PUT', body: patch }),
    onSuccess: (settings) => queryClient.setQueryData(settingsKey, settings),
  });
}
