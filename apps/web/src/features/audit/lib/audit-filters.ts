import { auditFilterSchema, type AuditFilter } from '@prisme/domain';

/** The filter fields as typed: strings, '' for « all ». */
export interface AuditFilterForm {
  from: string;
  to: string;
  roleCode: string;
  group: string;
  account: string;
}

export const EMPTY_FILTER_FORM: AuditFilterForm = {
  from: '',
  to: '',
  roleCode: '',
  group: '',
  account: '',
};

/** The query of a filter form, or the French reason it is refused (the domain's rules). */
export function toAuditFilter(
  form: AuditFilterForm,
): { ok: true; filter: AuditFilter } | { ok: false; message: string } {
  const candidate = Object.fromEntries(
    Object.entries(form)
      .map(([key, value]) => [key, value.trim()])
      .filter(([, value]) => value !== ''),
  );
  const parsed = auditFilterSchema.safeParse(candidate);
  if (parsed.success) return { ok: true, filter: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'Filtre invalide.' };
}
