/**
 * The API calls the route helpers registered, so a test can hold them against the contract's
 * call map (packages/contract/src/api.ts) that the OpenAPI document and the web's types read.
 */
export interface RegisteredCall {
  api: 'shop' | 'admin' | 'functions';
  method: string;
  path: string;
  /** The schema the body is validated with (absent when the route reads its own body). */
  request?: unknown;
}

const calls = new Map<string, RegisteredCall>();

export function noteCall(call: RegisteredCall) {
  calls.set(`${call.api} ${call.method} ${call.path}`, call);
}

export const registeredCalls = (): RegisteredCall[] => [...calls.values()];
