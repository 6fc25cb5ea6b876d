import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { APPOINTMENT_STAFF_ACTIONS } from '@shop/contract/admin-ops';
import { AUDIT_ACTION_CODES, AUDIT_ACTIONS, AUDIT_KINDS, auditActionsOfKind, auditSentence } from '@shop/contract/audit-log';

const SRC = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * Every action code the server writes to the audit log, read from its source: the `action:` of each
 * call to `recordAudit` or a route's `audit`, with a ternary's branches and the one template
 * (`appointment.${to}`, over the staff's booking moves).
 */
function writtenCodes(): { codes: Set<string>; templates: string[] } {
  const codes = new Set<string>();
  const templates: string[] = [];
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    if (!/recordAudit\(|\baudit\(/.test(text) || file.endsWith('/lib/audit.ts')) continue;
    for (const match of text.matchAll(/\baction:\s*(`[^`]*`|[^,}\n]+)/g)) {
      const expression = match[1]!;
      for (const literal of expression.matchAll(/'([a-z_]+\.[a-z_]+)'/g)) codes.add(literal[1]!);
      for (const template of expression.matchAll(/`([^`]*)`/g)) templates.push(template[1]!);
    }
  }
  for (const template of templates) {
    if (template === 'appointment.${to}') for (const to of APPOINTMENT_STAFF_ACTIONS) codes.add(`appointment.${to}`);
  }
  return { codes, templates };
}

describe('the activity log in Portuguese', () => {
  const { codes, templates } = writtenCodes();

  it('finds the audit writes in the source (the scan itself works)', () => {
    expect(codes.size).toBeGreaterThan(40);
    expect(codes).toContain('order.proof_approve');
    expect(codes).toContain('staff.deactivate');
    expect(codes).toContain('appointment.no_show');
    // A new template code must be expanded above, or the scan would miss its codes.
    expect(templates).toEqual(['appointment.${to}']);
  });

  it('has a sentence for every action code the server writes, and none for codes it never writes', () => {
    const missing = [...codes].filter((c) => !Object.hasOwn(AUDIT_ACTIONS, c));
    expect(missing, 'codes written without a sentence in @shop/contract/audit-log').toEqual([]);
    expect(AUDIT_ACTION_CODES.filter((c) => !codes.has(c)), 'sentences for codes nothing writes').toEqual([]);
  });

  it('reads every code as a Portuguese sentence naming who and what, never the code', () => {
    for (const action of AUDIT_ACTION_CODES) {
      const sentence = auditSentence({ action, entity: 'order', who: 'Ana Sitoe', subject: 'CMCQB9RA', before: { status: 1 }, after: { status: 3, amount_cents: 150_000, rows: 4 } });
      expect(sentence, action).toMatch(/\.$/);
      expect(sentence, action).toContain(action === 'staff.bootstrap_owner' ? 'CMCQB9RA' : 'Ana Sitoe');
      expect(sentence, action).not.toContain(action);
      expect(sentence, action).not.toMatch(/undefined|null|\[object/);
    }
  });

  it('puts business references, money and statuses in the sentence', () => {
    const line = (action: string, extra: { entity?: string; subject?: string; before?: unknown; after?: unknown } = {}) =>
      auditSentence({ action, who: 'Ana', subject: extra.subject ?? 'CMCQB9RA', entity: extra.entity, before: extra.before ?? null, after: extra.after ?? null });
    expect(line('order.proof_approve')).toBe('Ana aprovou o comprovativo de pagamento da encomenda CMCQB9RA.');
    expect(line('order.status_change', { before: { status: 1 }, after: { status: 3 } })).toBe('Ana mudou a encomenda CMCQB9RA de «confirmado» para «enviado».');
    expect(auditSentence({ action: 'order.status_change', who: 'Ana', subject: 'CMCQB9RA', fulfilment: 'pickup', before: { status: 2 }, after: { status: 4 } })).toBe('Ana mudou a encomenda CMCQB9RA de «pronto para levantamento» para «levantado».');
    expect(line('payment.record', { entity: 'booking', subject: 'CC-PX7UJS (Júlia)', after: { amount_cents: 150_000 } })).toBe('Ana registou um pagamento de MT\u00a01\u00a0500,00 da marcação CC-PX7UJS (Júlia).');
    expect(line('refund.record', { entity: 'order', after: { amount_cents: 12_050 } })).toBe('Ana registou um reembolso de MT\u00a0120,50 da encomenda CMCQB9RA.');
    expect(line('order.proof_reject', { after: { reason: 'Valor errado' } })).toBe('Ana recusou o comprovativo de pagamento da encomenda CMCQB9RA: «Valor errado».');
    expect(line('blog_post.flags', { subject: '«Tranças»', before: { published: false, featured: false }, after: { published: true, featured: false } })).toBe('Ana publicou o artigo «Tranças».');
    expect(line('appointment.reminders', { subject: 'CC-PX7UJS', after: { reminders: false } })).toBe('Ana desligou os lembretes da marcação CC-PX7UJS.');
    expect(line('some.new_code')).toBe('Ana fez uma alteração (some.new_code).');
  });

  it('sorts every code into exactly one kind of the filter', () => {
    const all = AUDIT_KINDS.flatMap(auditActionsOfKind);
    expect(all.sort()).toEqual([...AUDIT_ACTION_CODES].sort());
    expect(auditActionsOfKind('orders')).toContain('order.proof_approve');
    expect(auditActionsOfKind('payments')).toEqual(expect.arrayContaining(['payment.record', 'refund.record', 'booking.receipt_approve']));
  });
});
