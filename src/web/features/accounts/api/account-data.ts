import { useMutation, useQuery } from '@tanstack/react-query';
import type { AccountDataSummary, DataExportView, DeleteAccountRequest } from '../../../../domain/privacy/account-data';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';

export interface DataExportAnswer {
  export: DataExportView;
  /** Set when the copy is made in the background (a mail follows). */
  detail?: string;
}

const summaryKey = ['account-data', 'summary'] as const;

/** GET /accounts/data/summary/: what « Supprimer mon compte » erases and keeps. */
export function useAccountDataSummary() {
  return useQuery({ queryKey: summaryKey, queryFn: () => apiRequest<AccountDataSummary>(api.accounts.dataSummary), staleTime: 0 });
}

/** POST /accounts/data/delete/: the erasure, confirmed by the password (or a fresh provider sign-in). */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (payload: DeleteAccountRequest) => apiRequest<{ detail: string }>(api.accounts.deleteAccount, { method: 'POST', body: payload }),
  });
}

/** POST /accounts/data/export/: a copy now (ready, with its address) or in the background (a mail follows). */
export function useRequestDataExport() {
  return useMutation({ mutationFn: () => apiRequest<DataExportAnswer>(api.accounts.dataExport, { method: 'POST' }) });
}

/** GET /accounts/data/exports/{id}/: one copy, re-read every few seconds while it is being made. */
export function useDataExport(id: string) {
  return useQuery({
    queryKey: ['account-data', 'export', id],
    queryFn: () => apiRequest<DataExportAnswer>(api.accounts.dataExportDetail(id)),
    refetchInterval: (query) => (query.state.data?.export.status === 'preparing' ? 5000 : false),
    retry: false,
  });
}

/** Starts the browser's own download of the ZIP (its address works for a few minutes, no token needed). */
export function startDownload(url: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}
