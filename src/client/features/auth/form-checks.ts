/**
 * The auth forms' checks (zod), loaded after their form's first screen through `lazyResolver`
 * (issue 15): a page or card imports this module only with `import()`.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AddPasswordFormSchema,
  ChangePasswordFormSchema,
  ResetLinkFormSchema,
  securityQuestionsFormSchema,
} from './form-schemas';

export const resetLinkResolver = zodResolver(ResetLinkFormSchema);
export const changePasswordResolver = zodResolver(ChangePasswordFormSchema);
export const addPasswordResolver = zodResolver(AddPasswordFormSchema);
export const securityQuestionsResolvers = {
  withPassword: zodResolver(securityQuestionsFormSchema({ requiresPassword: true })),
  withoutPassword: zodResolver(securityQuestionsFormSchema({ requiresPassword: false })),
};
