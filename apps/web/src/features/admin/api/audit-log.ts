import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditListRequest } from '@shop/contract/admin';
import { adminCall } from '../lib/admin-call.ts';

export const fetchAudit = (filters: AuditListRequest) => adminCall('/audit/list', filters);
export const auditQuery = (filters: AuditListRequest) =>
  queryOptions({ queryKey: ['admin', 'audit', filters], queryFn: () => fetchAudit(filters), placeholderData: keepPreviousData });
export const useAudit = (filters: AuditListRequest, enabled = true) => useQuery({ ...auditQuery(filters), enabled });
