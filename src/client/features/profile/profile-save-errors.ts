import type { CurrentUser } from '../../../shared/schemas/user';
import { HttpError } from '../../api/http';
import type { ProfileFormField, ProfileFormValues } from './profile-form-values';

export interface FieldError {
  field: ProfileFormField;
  message: string;
}

const isFormField = (path: unknown, fields: readonly string[]): path is ProfileFormField =>
  typeof path === 'string' && fields.includes(path);

/**
 * The messages a refused save puts under its fields: a 409 EMAIL_TAKEN under the email, and each
 * of a 400's `issues` under the field it names. Anything else is for the toast only.
 */
export function fieldErrorsOf(error: unknown, values: ProfileFormValues): FieldError[] {
  if (!(error instanceof HttpError)) return [];
  let body: { code?: unknown; message?: unknown; issues?: unknown };
  try {
    body = JSON.parse(error.body);
  } catch {
    return [];
  }
  const fields = Object.keys(values);
  if (error.status === 409 && body.code === 'EMAIL_TAKEN' && typeof body.message === 'string') {
    return [{ field: 'email', message: body.message }];
  }
  if (error.status !== 400 || !Array.isArray(body.issues)) return [];
  return body.issues.flatMap((issue: { path?: unknown; message?: unknown }) =>
    isFormField(issue.path, fields) && typeof issue.message === 'string'
      ? [{ field: issue.path, message: issue.message }]
      : [],
  );
}

/**
 * The profile as it is now, when a save was refused because it changed elsewhere since the form
 * was filled (409 PROFILE_CHANGED, another device); undefined for any other failure.
 */
export function changedProfileOf(error: unknown): CurrentUser | undefined {
  if (!(error instanceof HttpError) || error.status !== 409) return undefined;
  try {
    const body = JSON.parse(error.body) as { code?: unknown; current?: CurrentUser };
    return body.code === 'PROFILE_CHANGED' && body.current ? body.current : undefined;
  } catch {
    return undefined;
  }
}
