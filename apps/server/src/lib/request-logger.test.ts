import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { lazyChildLoggerFactory } from './request-logger.ts';

function logger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const parent = pino({ level }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { parent, lines };
}

describe("a request's logger", () => {
  it('writes the request id on every line, its own children included', () => {
    const { parent, lines } = logger('info');
    const log = lazyChildLoggerFactory(parent, { reqId: 'pedido-1' }, {});
    log.info('primeira');
    log.error({ code: 7 }, 'segunda');
    log.child({ step: 'pagamento' }).warn('terceira');
    expect(lines.map((l) => [l.msg, l.reqId])).toEqual([
      ['primeira', 'pedido-1'],
      ['segunda', 'pedido-1'],
      ['terceira', 'pedido-1'],
    ]);
    expect(lines[1]!.code).toBe(7);
    expect(lines[2]!.step).toBe('pagamento');
  });

  it('builds no child while nothing at or above the level is written, and keeps the level off', () => {
    const { parent, lines } = logger('warn');
    const made: unknown[] = [];
    const child = parent.child.bind(parent);
    parent.child = ((...args: Parameters<typeof parent.child>) => (made.push(args[0]), child(...args))) as typeof parent.child;
    const log = lazyChildLoggerFactory(parent, { reqId: 'pedido-2' }, {});
    log.info('não escrita');
    log.debug('não escrita');
    expect(made).toEqual([]);
    expect(lines).toEqual([]);
    log.warn('escrita');
    log.error('também');
    expect(made).toEqual([{ reqId: 'pedido-2' }]);
    expect(lines.map((l) => l.reqId)).toEqual(['pedido-2', 'pedido-2']);
  });

  it('gives a route with a level of its own a real child at once', () => {
    const { parent, lines } = logger('warn');
    const log = lazyChildLoggerFactory(parent, { reqId: 'pedido-3' }, { level: 'info' });
    log.info('escrita');
    expect(lines.map((l) => [l.msg, l.reqId])).toEqual([['escrita', 'pedido-3']]);
  });
});
