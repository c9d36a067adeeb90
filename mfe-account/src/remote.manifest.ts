// What the account team publishes about itself (remote-manifest.json, read by the shell at run time): its pages and
// its entries in the header's account corner.
import type { RemoteManifest } from '@kemet/platform/federation/remoteManifest';

export const accountManifest: RemoteManifest = {
  routes: [
    {
      path: 'signin',
      module: 'SignInPage',
      label: { en: 'sign-in page', ar: 'نموذج تسجيل الدخول' },
      title: { en: 'Sign in', ar: 'تسجيل الدخول' },
      noindex: true,
    },
    {
      path: 'forgot-password',
      module: 'ForgotPasswordPage',
      label: { en: 'password help page', ar: 'قسم المساعدة في كلمة المرور' },
      title: { en: 'Password help', ar: 'المساعدة في كلمة المرور' },
      noindex: true,
    },
    {
      path: 'reset-password',
      module: 'ResetPasswordPage',
      label: { en: 'password reset page', ar: 'نموذج إعادة تعيين كلمة المرور' },
      title: { en: 'Reset your password', ar: 'إعادة تعيين كلمة المرور' },
      noindex: true,
    },
    {
      path: 'account',
      module: 'AccountPage',
      label: { en: 'account page', ar: 'قسم الحساب' },
      title: { en: 'My account', ar: 'حسابي' },
      signedIn: true,
      noindex: true,
    },
    // Open to every visitor: the page itself asks for a provider key when the visitor is not provider staff, and
    // the key lives in the browser, so the server never renders it.
    {
      path: 'gate',
      module: 'GatePage',
      label: { en: 'gate check', ar: 'فحص التذاكر' },
      title: { en: 'Ticket check', ar: 'فحص التذاكر' },
      browserOnly: true,
      noindex: true,
    },
  ],
  homeSections: [],
  embeds: [],
  nav: [
    { path: '/signin', label: { en: 'Sign In', ar: 'تسجيل الدخول' }, place: 'account', order: 10, signedIn: false },
    { path: '/account', label: { en: 'My account', ar: 'حسابي' }, place: 'account', order: 10, signedIn: true },
  ],
};
