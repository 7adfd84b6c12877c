import { EmailSchema } from '../../../shared/schemas/auth';
import { z } from '../../../shared/zod';

/** Form rules of SPEC.md section 5, with its exact messages. */
export const RecoveryEmailFormSchema = z.object({ email: EmailSchema });

export const RecoveryAnswersFormSchema = z.object({
  answer1: z.string().trim().min(1, 'Please provide an answer'),
  answer2: z.string().trim().min(1, 'Please provide an answer'),
});

/** New password and its confirmation, with the recovery dialog's and reset page's messages. */
function newPasswordPair(confirm: z.ZodString) {
  return z
    .object({
      newPassword: z
        .string()
        .min(8, 'Password must be at least 8 characters')
        .max(128, 'At most 128 characters'),
      confirmPassword: confirm,
    })
    .refine((v) => v.newPassword === v.confirmPassword, {
      message: "Passwords don't match",
      path: ['confirmPassword'],
    });
}

/** The recovery dialog: confirmation required. */
export const NewPasswordFormSchema = newPasswordPair(z.string().min(1, 'Please confirm your password'));

/** The reset-link page: both fields at least 8 characters, and equal. */
export const ResetLinkFormSchema = newPasswordPair(
  z.string().min(8, 'Password must be at least 8 characters'),
);

/** The Password & Security card uses the API's own schemas (same messages on both sides). */
export {
  AddPasswordSchema as AddPasswordFormSchema,
  ChangePasswordSchema as ChangePasswordFormSchema,
} from '../../../shared/schemas/auth';

/**
 * The security questions form. Setting or replacing them needs the current password when the
 * account has one (the server refuses a session alone).
 */
export function securityQuestionsFormSchema({ requiresPassword }: { requiresPassword: boolean }) {
  return z
    .object({
      securityQuestion1: z.string().min(1, 'Please select a security question'),
      securityAnswer1: z.string().trim().min(1, 'Please provide an answer'),
      securityQuestion2: z.string().min(1, 'Please select a security question'),
      securityAnswer2: z.string().trim().min(1, 'Please provide an answer'),
      securityQuestion3: z.string().min(1, 'Please select a security question'),
      securityAnswer3: z.string().trim().min(1, 'Please provide an answer'),
      currentPassword: requiresPassword ? z.string().min(1, 'Current password is required') : z.string(),
    })
    .refine(
      (v) =>
        !v.securityQuestion1 ||
        !v.securityQuestion2 ||
        !v.securityQuestion3 ||
        new Set([v.securityQuestion1, v.securityQuestion2, v.securityQuestion3]).size === 3,
      { message: 'Please select different security questions', path: ['securityQuestion3'] },
    );
}
export type SecurityQuestionsForm = z.infer<ReturnType<typeof securityQuestionsFormSchema>>;
