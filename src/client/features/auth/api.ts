import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddPasswordInput,
  ChangePasswordInput,
  LoginInput,
  RegisterInput,
  SetupSecurityQuestionsInput,
  UserSecurityQuestions,
  VerifySecurityQuestionsInput,
} from '../../../shared/schemas/auth';
import type { CurrentUser } from '../../../shared/schemas/user';
import { CURRENT_USER_KEY } from '../../api/auth';
import { apiJson } from '../../api/http';
import { withProofOfWork } from '../../api/proof-of-work';

interface SuccessMessage {
  success: true;
  message: string;
}

/**
 * Signs in with email and password; the answer is the user, cached as the current user unless
 * the caller reloads the page itself (`cacheUser: false`, the recovery dialog's automatic sign-in).
 */
export function useLogin({ cacheUser = true }: { cacheUser?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) =>
      withProofOfWork((proofOfWork) =>
        apiJson<CurrentUser>('POST', '/api/auth/login/password', { ...input, proofOfWork }),
      ),
    onSuccess: (user) => {
      if (cacheUser) queryClient.setQueryData(CURRENT_USER_KEY, user);
    },
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) =>
      withProofOfWork((proofOfWork) =>
        apiJson<CurrentUser>('POST', '/api/auth/register', { ...input, proofOfWork }),
      ),
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_KEY, user),
  });
}

/** The twelve predefined questions offered by the set-up form. */
export function useSecurityQuestionList() {
  return useQuery<string[]>({ queryKey: ['/api/auth/security-questions'] });
}

export function useSetupSecurityQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetupSecurityQuestionsInput) =>
      apiJson<SuccessMessage>('POST', '/api/auth/setup-security-questions', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
  });
}

export function useUserSecurityQuestions() {
  return useMutation({
    mutationFn: (email: string) =>
      apiJson<UserSecurityQuestions>('POST', '/api/auth/get-user-security-questions', { email }),
  });
}

export function useVerifySecurityQuestions() {
  return useMutation({
    mutationFn: (input: VerifySecurityQuestionsInput) =>
      withProofOfWork((proofOfWork) =>
        apiJson<SuccessMessage>('POST', '/api/auth/verify-security-questions', { ...input, proofOfWork }),
      ),
  });
}

export function useResetPasswordWithSecurity() {
  return useMutation({
    mutationFn: (input: { email: string; newPassword: string }) =>
      apiJson<SuccessMessage>('POST', '/api/auth/reset-password-with-security', input),
  });
}

export function usePasswordResetRequest() {
  return useMutation({
    mutationFn: (email: string) =>
      apiJson<SuccessMessage>('POST', '/api/auth/password-reset-request', { email }),
  });
}

/** Checks a reset-link token; only runs when there is one. */
export function useResetTokenStatus(token: string | null) {
  return useQuery<{ valid: boolean }>({
    queryKey: [`/api/auth/verify-reset-token/${encodeURIComponent(token ?? '')}`],
    enabled: Boolean(token),
  });
}

export function usePasswordReset() {
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) =>
      apiJson<SuccessMessage>('POST', '/api/auth/password-reset', input),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => apiJson<SuccessMessage>('PUT', '/api/user/password', input),
  });
}

export function useAddPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddPasswordInput) => apiJson<SuccessMessage>('POST', '/api/user/password', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
  });
}
