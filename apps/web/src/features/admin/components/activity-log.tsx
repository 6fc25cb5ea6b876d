import { useState } from 'react';
import { Link } from 'react-router';
import type { AuditEntry, Staff } from '@shop/contract/admin';
import { AUDIT_KINDS, AUDIT_KIND_LABEL, type AuditKind } from '@shop/contract/audit-log';
import { useAudit } from '../api/audit-log.ts';
import { auditDiff } from '../lib/audit-diff.ts';
import { FormError, SelectField, TextField } from '../../../components/ui/field.tsx';
import { Pager, Panel } from './page-parts.tsx';
import { formatCompactDateTime } from '../../../lib/maputo-date.ts';

function Changes({ entry }: { entry: AuditEntry }) {
  const rows = auditDiff(entry.before, entry.after, entry.fulfilment);
  if (!rows.length) return null;
  return (
    <details className="mt-2 text-xs">
      <summary className="cursor-pointer text-plum-700 underline">Ver alterações ({rows.length})</summary>
      <dl className="mt-2 space-y-1" aria-label="Alterações">
        {rows.map((r) => (
          <div key={r.field} className="rounded-md bg-plum-50/60 px-2 py-1">
            <dt className="font-medium text-plum-900">{r.label}</dt>
            <dd className="break-words text-ink/80">
              <span className="text-ink/60 line-through decoration-ink/30">{r.before}</span> <span aria-hidden="true">→</span>
              <span className="sr-only"> passou a </span> <span className="font-medium">{r.after}</span>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** The activity log: who did what, as sentences with business references, filtered on the server (decision 143). */
export function ActivityLog({ staff }: { staff: Staff[] }) {
  const [page, setPage] = useState(1);
  const [staffId, setStaffId] = useState('');
  const [kind, setKind] = useState<AuditKind | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const audit = useAudit({ page, staff_id: staffId ? Number(staffId) : null, kind: kind || null, from: from || null, to: to || null });
  const data = audit.data;
  const filter = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setPage(1);
  };
  return (
    <Panel title="Registo de atividade">
      <div className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4" role="search" aria-label="Filtrar atividade">
        <SelectField label="Pessoa" value={staffId} onChange={(e) => filter(setStaffId)(e.target.value)}>
          <option value="">Toda a equipa</option>
          {staff.map((m) => (
            <option key={m.id} value={m.id}>{m.name}</option>
          ))}
        </SelectField>
        <SelectField label="Tipo" value={kind} onChange={(e) => filter(setKind)(e.target.value as AuditKind | '')}>
          <option value="">Tudo</option>
          {AUDIT_KINDS.map((k) => (
            <option key={k} value={k}>{AUDIT_KIND_LABEL[k]}</option>
          ))}
        </SelectField>
        <TextField label="De" type="date" value={from} onChange={(e) => filter(setFrom)(e.target.value)} />
        <TextField label="Até" type="date" value={to} min={from || undefined} onChange={(e) => filter(setTo)(e.target.value)} />
      </div>
      <FormError error={audit.error} />
      <ol className="space-y-2 text-sm" aria-label="Registo de atividade">
        {data?.data.map((e) => (
          <li key={e.id} className="rounded-lg border border-plum-100 p-3">
            <p className="break-words">
              {e.link ? (
                <Link to={e.link} className="font-medium text-plum-900 underline decoration-plum-200 hover:decoration-plum-700">{e.sentence}</Link>
              ) : (
                <span className="font-medium text-plum-900">{e.sentence}</span>
              )}
            </p>
            <p className="mt-1 text-xs text-ink/60">
              <time dateTime={e.created_at}>{formatCompactDateTime(e.created_at)}</time>
              {e.kind && <> · {AUDIT_KIND_LABEL[e.kind]}</>}
            </p>
            <Changes entry={e} />
          </li>
        ))}
      </ol>
      {data && data.data.length === 0 && <p className="text-sm text-ink/60">Nada registado com estes filtros.</p>}
      {data && <Pager page={data.current_page} lastPage={data.last_page} total={data.total} onPage={setPage} />}
    </Panel>
  );
}
