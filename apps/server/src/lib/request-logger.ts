import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, Logger } from 'pino';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
const noop = () => {};

interface Deferred {
  bindings: Bindings;
  opts: ChildLoggerOptions;
  real?: Logger;
}

/**
 * Each request's logger (`request.log`) carries its request id, but pino's child logger costs a
 * request a few µs to build, and most requests log nothing below the configured level. The child is
 * made when a line is first written through it (decision 176); a level that is off stays a no-op, as
 * on pino's own child. A route with a level or serializers of its own gets pino's child at once.
 */
export function lazyChildLoggerFactory(logger: FastifyBaseLogger, bindings: Bindings, opts: ChildLoggerOptions): FastifyBaseLogger {
  if (opts.level !== undefined || opts.serializers !== undefined) return logger.child(bindings, opts);
  return Object.assign(Object.create(prototypeFor(logger as Logger)) as FastifyBaseLogger, { [DEFERRED]: { bindings, opts } satisfies Deferred });
}

const DEFERRED = Symbol('deferred child');
const prototypes = new WeakMap<Logger, object>();

function prototypeFor(parent: Logger): object {
  let proto = prototypes.get(parent);
  if (proto) return proto;
  const real = (self: { [DEFERRED]: Deferred }) => (self[DEFERRED].real ??= parent.child(self[DEFERRED].bindings, self[DEFERRED].opts));
  proto = Object.create(parent) as object;
  for (const level of LEVELS) {
    Object.defineProperty(proto, level, {
      value: parent.isLevelEnabled(level)
        ? function (this: { [DEFERRED]: Deferred }, ...args: unknown[]) {
            return (real(this)[level] as (...a: unknown[]) => void)(...args);
          }
        : noop,
      writable: true,
    });
  }
  Object.defineProperty(proto, 'child', {
    value(this: { [DEFERRED]: Deferred }, bindings: Bindings, opts?: ChildLoggerOptions) {
      return real(this).child(bindings, opts);
    },
    writable: true,
  });
  Object.defineProperty(proto, 'bindings', {
    value(this: { [DEFERRED]: Deferred }) {
      return real(this).bindings();
    },
    writable: true,
  });
  prototypes.set(parent, proto);
  return proto;
}
