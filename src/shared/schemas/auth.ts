import { LIMITS } from '../limits.js';
import { isSecurityQuestion } from '../security-questions.js';
import { z } from '../zod.js';
import { cleanText } from './common.js';

const EMAIL_MESSAGE = 'Please enter a valid email address';

/** An email address, trimmed and lower-cased (emails are stored and compared that way). */
export const EmailSchema = z
  .string({ message: EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .max(LIMITS.email, EMAIL_MESSAGE)
  .pipe(z.email({ message: EMAIL_MESSAGE }));

/** A new password: 8 to 128 characters (the server also refuses the most common ones). */
export const NewPasswordSchema = z
  .string({ message: 'Password must be at least 8 characters' })
  .min(LIMITS.password.min, 'Password must be at least 8 characters')
  .max(LIMITS.password.max, `Password must be at most ${LIMITS.password.max} characters`);

/** A password being checked (sign-in, current password): only bounded, never judged. */
const GivenPasswordSchema = z
  .string()
  .min(1, 'Password is required')
  .max(LIMITS.password.max * 4);

/**
 * A solved proof-of-work challenge (base64 JSON), sent again with a sign-in, sign-up or recovery
 * answer after the server asked for one (429 `CHALLENGE_REQUIRED`).
 */
const ProofOfWorkSchema = z.string().max(4096).optional();

const optionalName = cleanText(LIMITS.personName)
  .optional()
  .nullable()
  .transform((value) => (value ? value : null));

export const RegisterSchema = z.object({
  email: EmailSchema,
  password: NewPasswordSchema,
  firstName: optionalName,
  lastName: optionalName,
  proofOfWork: ProofOfWorkSchema,
});
export type RegisterInput = z.input<typeof RegisterSchema>;

export const LoginSchema = z.object({
  email: EmailSchema,
  password: GivenPasswordSchema,
  proofOfWork: ProofOfWorkSchema,
});
export type LoginInput = z.input<typeof LoginSchema>;

const QuestionSchema = z
  .string({ message: 'Please select a security question' })
  .max(LIMITS.securityQuestion)
  .refine(isSecurityQuestion, 'Please select one of the predefined security questions');
const AnswerSchema = z
  .string({ message: 'Please provide an answer' })
  .trim()
  .min(1, 'Please provide an answer')
  .max(LIMITS.securityAnswer, `At most ${LIMITS.securityAnswer} characters`);

export const SetupSecurityQuestionsSchema = z
  .object({
    securityQuestion1: QuestionSchema,
    securityAnswer1: AnswerSchema,
    securityQuestion2: QuestionSchema,
    securityAnswer2: AnswerSchema,
    securityQuestion3: QuestionSchema,
    securityAnswer3: AnswerSchema,
    /** Required when the account has a password (a stolen session alone cannot plant answers). */
    currentPassword: z
      .string()
      .max(LIMITS.password.max * 4)
      .optional(),
  })
  .refine((v) => new Set([v.securityQuestion1, v.securityQuestion2, v.securityQuestion3]).size === 3, {
    message: 'Please select different security questions',
    path: ['securityQuestion3'],
  });
export type SetupSecurityQuestionsInput = z.input<typeof SetupSecurityQuestionsSchema>;

export const EmailOnlySchema = z.object({ email: EmailSchema });

export const UserSecurityQuestionsSchema = z.object({
  securityQuestion1: z.string(),
  securityQuestion2: z.string(),
  securityQuestion3: z.string(),
});
export type UserSecurityQuestions = z.infer<typeof UserSecurityQuestionsSchema>;

export const VerifySecurityQuestionsSchema = z.object({
  email: EmailSchema,
  securityQuestion1: z.string().max(LIMITS.securityQuestion),
  securityAnswer1: AnswerSchema,
  securityQuestion2: z.string().max(LIMITS.securityQuestion),
  securityAnswer2: AnswerSchema,
  proofOfWork: ProofOfWorkSchema,
});
export type VerifySecurityQuestionsInput = z.input<typeof VerifySecurityQuestionsSchema>;

export const ResetWithSecuritySchema = z.object({ email: EmailSchema, newPassword: NewPasswordSchema });
export const PasswordResetSchema = z.object({
  token: z.string().min(1).max(200),
  newPassword: NewPasswordSchema,
});

/** A new password typed twice, with the messages of SPEC.md section 5 (Password form). */
const confirmedNewPassword = {
  newPassword: z
    .string()
    .min(LIMITS.password.min, 'New password must be at least 8 characters')
    .max(LIMITS.password.max, `New password must be at most ${LIMITS.password.max} characters`),
  confirmPassword: z.string().min(1, 'Please confirm your new password').max(512),
};
const passwordsMatch = (v: { newPassword: string; confirmPassword: string }) =>
  v.newPassword === v.confirmPassword;
const mismatch = { message: "Passwords don't match", path: ['confirmPassword'] };

export const ChangePasswordSchema = z
  .object({
    currentPassword: z
      .string({ message: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(512),
    ...confirmedNewPassword,
  })
  .refine(passwordsMatch, mismatch);
export type ChangePasswordInput = z.input<typeof ChangePasswordSchema>;

export const AddPasswordSchema = z.object(confirmedNewPassword).refine(passwordsMatch, mismatch);
export type AddPasswordInput = z.input<typeof AddPasswordSchema>;

export const MessageSchema = z.object({ message: z.string() });
export const SuccessMessageSchema = z.object({ success: z.literal(true), message: z.string() });
export const ResetTokenStatusSchema = z.object({ valid: z.boolean() });
