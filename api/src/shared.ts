// The shared form rules (one module for browser and API). shared/ is CommonJS TypeScript whose `export *`
// re-exports Node's ESM loader cannot see as named exports, so we read them from the module object.
import * as namespace from '@kemet/contract/forms';

type Validation = typeof namespace;
const mod = (namespace as unknown as { default?: Validation }).default ?? namespace;

export const {
  validate,
  signUpSchema,
  signInSchema,
  changePasswordSchema,
  changeEmailSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  contactMessageSchema,
  newsletterSchema,
  partnerApplicationSchema,
} = mod;
