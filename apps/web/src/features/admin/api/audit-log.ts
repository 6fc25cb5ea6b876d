import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry, AuditListRequest } from '@shop/contract/admin';
import type { Paginator } from '@shop/contract/envelope';
import { adminCall } from '../lib/admin-call.ts';

export const fetchAudit = (filters: AuditListRequest) => adminCall<Paginator<AuditEntry>>('/audit/list', filters);
export const auditQuery = (filters: AuditListRequest) =>
  queryOptions({ queryKey: ['admin', 'audit', filters], queryFn: () => fetchAudit(filters), placeholderData: keepPreviousData });
export const useAudit = (filters: AuditListRequest, enabled = true) => useQuery({ ...auditQuery(filters), enabled });
