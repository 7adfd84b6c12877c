import { z } from 'zod';
import { EmailSchema } from '../../../shared/schemas/auth';

/** Form rules of SPEC.md section 5, with its exact messages. */
export const RecoveryEmailFormSchema = z.object({ email: EmailSchema });

export const RecoveryAnswersFormSchema = z.object({
  answer1: z.string().trim().min(1, 'Please provide an answer'),
  answer2: z.string().trim().min(1, 'Please provide an answer'),
});

export const NewPasswordFormSchema = z
  .object({
    newPassword: z
      .string()
      .min(8, 'Password must be at least 8 characters')
      .max(128, 'At most 128 characters'),
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });

/** The reset-link page: both fields at least 8 characters, and equal. */
export const ResetLinkFormSchema = z
  .object({
    newPassword: z
      .string()
      .min(8, 'Password must be at least 8 characters')
      .max(128, 'At most 128 characters'),
    confirmPassword: z.string().min(8, 'Password must be at least 8 characters'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });

export const ChangePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required'),
    newPassword: z
      .string()
      .min(8, 'New password must be at least 8 characters')
      .max(128, 'At most 128 characters'),
    confirmPassword: z.string().min(1, 'Please confirm your new password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });

export const AddPasswordFormSchema = z
  .object({
    newPassword: z
      .string()
      .min(8, 'New password must be at least 8 characters')
      .max(128, 'At most 128 characters'),
    confirmPassword: z.string().min(1, 'Please confirm your new password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });

export const SecurityQuestionsFormSchema = z
  .object({
    securityQuestion1: z.string().min(1, 'Please select a security question'),
    securityAnswer1: z.string().trim().min(1, 'Please provide an answer'),
    securityQuestion2: z.string().min(1, 'Please select a security question'),
    securityAnswer2: z.string().trim().min(1, 'Please provide an answer'),
    securityQuestion3: z.string().min(1, 'Please select a security question'),
    securityAnswer3: z.string().trim().min(1, 'Please provide an answer'),
  })
  .refine(
    (v) =>
      !v.securityQuestion1 ||
      !v.securityQuestion2 ||
      !v.securityQuestion3 ||
      new Set([v.securityQuestion1, v.securityQuestion2, v.securityQuestion3]).size === 3,
    { message: 'Please select different security questions', path: ['securityQuestion3'] },
  );
export type SecurityQuestionsForm = z.infer<typeof SecurityQuestionsFormSchema>;
