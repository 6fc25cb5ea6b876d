import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from './api-client.ts';

/** One message per field, keyed as the API keys them (`details` of a VALIDATION_FAILED answer). */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** The first message for each field the server refused; empty for any other error. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || !error.details) return {};
  const out: FieldErrors = {};
  for (const [key, messages] of Object.entries(error.details)) if (messages[0]) out[key] = messages[0];
  return out;
}

/** True when the server's answer is fully told beside the fields, so no box above the form repeats it. */
export const onlyFieldErrors = (error: unknown, shown: readonly string[]) => {
  const keys = Object.keys(serverFieldErrors(error));
  return keys.length > 0 && keys.every((k) => shown.includes(k));
};

export const hasErrors = (errors: FieldErrors) => Object.values(errors).some(Boolean);

const FOCUSABLE = 'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focuses the first control marked invalid inside `root` (a radio group focuses its first option). */
export function focusFirstInvalid(root: ParentNode | null): boolean {
  const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return false;
  const target = invalid.matches(FOCUSABLE) ? invalid : invalid.querySelector<HTMLElement>(FOCUSABLE);
  (target ?? invalid).focus();
  return true;
}

/**
 * After a refused submit, once the errors are on screen, moves focus to the first invalid field:
 *   const { formRef, focusFirstError } = useFirstErrorFocus();
 *   setErrors(found); focusFirstError();
 */
export function useFirstErrorFocus<E extends HTMLElement = HTMLFormElement>() {
  const formRef = useRef<E>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request > 0) focusFirstInvalid(formRef.current);
  }, [request]);
  const focusFirstError = useCallback(() => setRequest((n) => n + 1), []);
  return { formRef, focusFirstError };
}
